enum ChatTextPlaceholder {}
