// `import ChatRender` is all a library user needs: the model, the layout and the pixmap types come with it.
@_exported import ChatDiff
@_exported import ChatLayout
@_exported import ChatModel
@_exported import ChatRaster
