import ChatGeometry

extension ThemeColors {
    /// The colour theme.json names `key` (`background`, `separator`, …; an optional one defaulted), nil for none.
    package func named(_ key: String) -> Color? {
        switch key {
        case "background": background
        case "outgoingBubble": outgoingBubble
        case "incomingBubble": incomingBubble
        case "outgoingText": outgoingText
        case "incomingText": incomingText
        case "link": link
        case "time": time
        case "name": name
        case "separator": separator
        case "status": status
        case "statusRead": statusRead
        case "failed": failed
        case "avatarBorder": avatarBorder
        case "outgoingTime": outgoingTime
        case "incomingTime": incomingTime
        case "noticeBackground": noticeBackground ?? incomingBubble
        case "noticeText": noticeText
        case "statusReadOnMedia": statusReadOnMedia
        case "outgoingLink": outgoingLink
        default: nil
        }
    }
}
