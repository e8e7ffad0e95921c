enum ChatRenderPlaceholder {}
