#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The IMF-fixdate format of Last-Modified and If-Modified-Since (`Sun, 06 Nov 1994 08:49:37 GMT`).
/// Written with `gmtime_r`/`timegm` rather than DateFormatter: fixed English names, no locale, and
/// safe on any thread.
enum HTTPDate {
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                 "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Formats seconds since the epoch.
    static func format(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) "
            + "\(parts.tm_year + 1900) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// Parses an IMF-fixdate into seconds since the epoch; nil for anything else. The obsolete
    /// RFC 850 and asctime forms are not accepted: a conditional we can't read is simply ignored.
    static func parse(_ text: String) -> Int? {
        let fields = text.split(separator: " ")
        guard fields.count == 6, fields[0].hasSuffix(","), days.contains(String(fields[0].dropLast())),
              fields[5] == "GMT",
              let day = Int(fields[1]), (1...31).contains(day),
              let month = months.firstIndex(of: String(fields[2])),
              let year = Int(fields[3]), (1970...9999).contains(year) else { return nil }
        let clock = fields[4].split(separator: ":")
        guard clock.count == 3, let hour = Int(clock[0]), let minute = Int(clock[1]),
              let second = Int(clock[2]), (0...23).contains(hour), (0...59).contains(minute),
              (0...60).contains(second) else { return nil }

        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        return Int(timegm(&parts))
    }
}
