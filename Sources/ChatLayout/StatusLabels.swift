import ChatModel

/// The words of status labels ("Delivered", "Read", "Not Delivered") in the conversation's language, as the
/// messaging apps of that language write them; English for languages not listed.
package enum StatusLabels {
    /// Language code → (delivered, read, not delivered).
    static let english = (delivered: "Delivered", read: "Read", failed: "Not Delivered")
    static let table: [String: (delivered: String, read: String, failed: String)] = [
        "en": english,
        "de": ("Zugestellt", "Gelesen", "Nicht zugestellt"),
        "fr": ("Distribué", "Lu", "Non distribué"),
        "es": ("Entregado", "Leído", "No entregado"),
        "it": ("Consegnato", "Letto", "Non consegnato"),
        "pt": ("Entregue", "Lida", "Não entregue"),
        "nl": ("Afgeleverd", "Gelezen", "Niet afgeleverd"),
        "zh": ("已送达", "已读", "未送达"),
        "ja": ("配信済み", "既読", "未配信"),
        "ko": ("전송됨", "읽음", "전송되지 않음"),
        "ru": ("Доставлено", "Прочитано", "Не доставлено"),
        "ar": ("تم التسليم", "تمت القراءة", "لم يتم التسليم"),
        "he": ("נמסרה", "נקראה", "לא נמסרה"),
    ]

    /// The label for `status` in `locale` (`de_DE`, `zh-Hans-CN`); nil for statuses without a label
    /// (`sending`, `sent`).
    package static func label(for status: DeliveryStatus, locale: String) -> String? {
        label(for: status, locale: locale, words: nil)
    }

    /// The label for `status` in `locale` from a theme's own `words`: its language's; else, when its English has a word
    /// for the status (which says the app labels it), the built-in table's word in the language, or that English word
    /// for a language the table lacks. The built-in table when the theme gives none.
    package static func label(for status: DeliveryStatus, locale: String, words: [String: StatusWords]?) -> String? {
        let language = String(locale.prefix { $0 != "_" && $0 != "-" }).lowercased()
        if let words {
            func word(_ chosen: StatusWords?) -> String? {
                switch status {
                case .delivered: chosen?.delivered
                case .read: chosen?.read
                case .failed: chosen?.failed
                case .sending, .sent: nil
                }
            }
            if let own = words[language] { return word(own) }
            guard let packEnglish = word(words["en"]) else { return nil }
            // The pack labels this status in English: the built-in table's word below, where it has the language.
            guard language != "en", table[language] != nil else { return packEnglish }
        }
        let words = table[language] ?? english
        switch status {
        case .delivered: return words.delivered
        case .read: return words.read
        case .failed: return words.failed
        case .sending, .sent: return nil
        }
    }
}
