@testable import ChatLayout
import Foundation
import Testing

/// The shared date formatters: the same text a fresh formatter writes, for every locale and zone, and bounded.
@Suite("Date formatter cache")
struct DateFormatterCacheTests {
    static let instant = Date(timeIntervalSince1970: 1_779_000_000)

    static func fresh(_ date: Date, locale: String, zone: TimeZone, template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = zone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    @Test("Writes what a fresh formatter writes, the second time from its kept formatter")
    func sameText() throws {
        let cache = DateFormatterCache(capacity: 8)
        for locale in ["en_US", "de_DE", "zh_CN", "ar_EG"] {
            for zoneName in ["UTC", "Asia/Tokyo"] {
                let zone = try #require(TimeZone(identifier: zoneName))
                for template in ["jmm", "EEEE", "yMd"] {
                    let expected = Self.fresh(Self.instant, locale: locale, zone: zone, template: template)
                    #expect(cache.string(from: Self.instant, locale: locale, zone: zone, template: template) == expected)
                    #expect(cache.string(from: Self.instant, locale: locale, zone: zone, template: template) == expected)
                }
            }
        }
    }

    @Test("Keeps no more than its capacity")
    func bounded() throws {
        let cache = DateFormatterCache(capacity: 3)
        let zone = try #require(TimeZone(identifier: "UTC"))
        for template in ["jmm", "EEEE", "yMd", "MMMd", "y"] {
            _ = cache.string(from: Self.instant, locale: "en_US", zone: zone, template: template)
            #expect(cache.count <= 3)
        }
        #expect(cache.count == 2)
    }

    @Test("Two zones with the same template keep their own formatters")
    func zonesApart() throws {
        let cache = DateFormatterCache(capacity: 8)
        let tokyo = cache.string(from: Self.instant, locale: "en_GB", zone: try #require(TimeZone(identifier: "Asia/Tokyo")), template: "Hmm")
        let utc = cache.string(from: Self.instant, locale: "en_GB", zone: try #require(TimeZone(identifier: "UTC")), template: "Hmm")
        #expect(tokyo != utc)
    }
}
