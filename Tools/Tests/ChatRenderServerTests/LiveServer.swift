@testable import ChatRenderServer
import Foundation
import Hummingbird
#if canImport(Glibc)
import Glibc
#endif

/// A service listening on an ephemeral loopback port for the length of `body`, and a raw-socket client that
/// writes bytes as a given client would (its whole body before reading, half-closing, stopping early).
enum LiveServer {
    /// Runs `server` (its configured port replaced by 0) while `body` talks to the port it bound.
    static func with(_ server: RenderServer, _ body: (Int) async throws -> Void) async throws {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let application = server.application(port: 0) { port in continuation.yield(port) }
        let task = Task { try await application.runService() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw POSIXError(.EADDRNOTAVAIL) }
        do {
            try await body(port)
        } catch {
            task.cancel()
            _ = try? await task.value
            throw error
        }
        task.cancel()
        _ = try? await task.value
    }

    /// Seconds a raw exchange waits for a byte before it reports a time-out.
    static let patience: Double = 240

    /// What a raw exchange read: the bytes, and how the reading ended.
    struct Exchange: Sendable {
        enum End: Sendable, Equatable { case closed, reset, timedOut, writeFailed }
        var bytes: [UInt8]
        var end: End
        var text: String { String(decoding: bytes, as: UTF8.self) }
        /// The status code of the first final (non-1xx) response.
        var status: Int? {
            for line in text.components(separatedBy: "\r\n") where line.hasPrefix("HTTP/1.") {
                if let code = Int(line.split(separator: " ")[1]), code >= 200 { return code }
            }
            return nil
        }
    }

    /// Connects to `port`, writes each of `writes` in turn (reading what arrived after each when `readBetween`),
    /// half-closes when `halfClose`, and reads until the server closes or `timeout` seconds pass without a byte.
    /// Stops reading early once `until` holds for what was read.
    static func exchange(port: Int, _ writes: [[UInt8]], halfClose: Bool = false, readBetween: Bool = false,
                         timeout: Double = patience, until: (@Sendable (Exchange) -> Bool)? = nil) async -> Exchange {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: blockingExchange(port: port, writes, halfClose: halfClose, readBetween: readBetween,
                                                                timeout: timeout, until: until))
            }
        }
    }

    /// Writes `bytes` and closes the connection without reading, as a client that gave up does.
    static func sendAndLeave(port: Int, _ bytes: [UInt8]) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                let socket = connect(port: port, timeout: patience)
                var offset = 0
                while offset < bytes.count {
                    let sent = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                    guard sent > 0 else { break }
                    offset += sent
                }
                close(socket)
                continuation.resume()
            }
        }
    }

    /// A socket connected to 127.0.0.1:`port`, with send and receive time-outs.
    static func connect(port: Int, timeout: Double) -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var time = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        return socket
    }

    private static func blockingExchange(port: Int, _ writes: [[UInt8]], halfClose: Bool, readBetween: Bool, timeout: Double,
                                         until: (@Sendable (Exchange) -> Bool)?) -> Exchange {
        let socket = connect(port: port, timeout: timeout)
        defer { close(socket) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        func readOnce() -> Exchange.End? {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count > 0 {
                received += buffer[0..<count]
                return nil
            }
            if count == 0 { return .closed }
            return errno == ECONNRESET ? .reset : .timedOut
        }
        for bytes in writes {
            var offset = 0
            while offset < bytes.count {
                let sent = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard sent > 0 else { return Exchange(bytes: received, end: .writeFailed) }
                offset += sent
            }
            if readBetween, let end = readOnce() { return Exchange(bytes: received, end: end) }
        }
        if halfClose { shutdown(socket, Int32(SHUT_WR)) }
        while true {
            if let end = readOnce() { return Exchange(bytes: received, end: end) }
            if let until, until(Exchange(bytes: received, end: .closed)) { return Exchange(bytes: received, end: .closed) }
        }
    }

    /// A socket listening on an ephemeral loopback port (as another process holding the port would), and the port.
    static func occupiedPort() -> (socket: Int32, port: Int) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                _ = bind(socket, pointer, length)
                _ = listen(socket, 1)
                return getsockname(socket, pointer, &length)
            }
        }
        return (socket, Int(UInt16(bigEndian: address.sin_port)))
    }
}

extension String {
    var bytes: [UInt8] { Array(utf8) }
}
