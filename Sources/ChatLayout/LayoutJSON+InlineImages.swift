import ChatModel

extension LayoutJSON {
    /// An image reference as the layout JSON shows it: a path as written; a `data:` URI shortened to its media type,
    /// its first base64 characters and its length (`data:image/png;base64,iVBORw0KGgoAAAANSUhEUg… (81 244 characters)`),
    /// so that layouts of inline images stay readable and reviewable while still telling two images apart.
    static func shown(_ reference: String) -> String {
        guard DataURI.isDataURI(reference), reference.utf8.count > 96 else { return reference }
        let comma = reference.firstIndex(of: ",") ?? reference.startIndex
        let head = reference[...comma] + reference[reference.index(after: comma)...].prefix(24)
        return head + "… (\(reference.utf8.count) characters)"
    }
}
