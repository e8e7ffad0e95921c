import Foundation
import NIOCore

/// Why the service could not start listening, each saying what to do about it. `chatrender-serve` prints it and
/// exits with `exitStatus` (69, EX_UNAVAILABLE in sysexits(3)), as docs/deploy.md documents.
public enum ServerStartError: Error, CustomStringConvertible, Equatable {
    /// Another process listens on the address and port already.
    case portInUse(host: String, port: Int)
    /// Listening on the port needs a privilege this process does not have (ports below 1024).
    case portForbidden(host: String, port: Int)
    /// The address is not one of this machine's.
    case addressUnavailable(host: String, port: Int)

    /// The exit status of `chatrender-serve` when it cannot listen.
    public static let exitStatus: Int32 = 69

    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            return "cannot listen on \(host):\(port): the port is in use by another process; stop that process, "
                + "or choose another port with --port (or CHATRENDER_PORT); --port 0 picks a free one"
        case .portForbidden(let host, let port):
            return "cannot listen on \(host):\(port): ports below 1024 need root or the CAP_NET_BIND_SERVICE capability; "
                + "choose a port of 1024 or more with --port, or grant the capability"
        case .addressUnavailable(let host, let port):
            return "cannot listen on \(host):\(port): \(host) is not an address of this machine; "
                + "use 127.0.0.1, 0.0.0.0 (every interface) or one of the machine's addresses with --host"
        }
    }

    /// The start error a bind failure of `host`:`port` means, nil for any other error.
    static func from(_ error: any Error, host: String, port: Int) -> ServerStartError? {
        guard let error = error as? IOError else { return nil }
        switch error.errnoCode {
        case EADDRINUSE: return .portInUse(host: host, port: port)
        case EACCES: return .portForbidden(host: host, port: port)
        case EADDRNOTAVAIL: return .addressUnavailable(host: host, port: port)
        default: return nil
        }
    }
}
