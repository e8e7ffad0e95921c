enum ChatCodecPlaceholder {}
