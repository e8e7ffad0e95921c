import Foundation
import Testing
@testable import ChatModel

/// `link: {"url", "title"?, "description"?, "site"?, "image"?}` on text messages, and the theme's `link` style.
@Suite("Link previews")
struct LinkDecodingTests {
    @Test func linkDecodes() throws {
        let json = TestSupport.chat(#"""
            {"from": "alice", "text": "https://www.Example.com:8080/a?b#c", "link": {"url": "https://www.Example.com:8080/a?b#c",
             "title": "A", "description": "B", "site": "Example", "image": "og.jpg"}},
            {"from": "me", "text": "see http://user@docs.example.org", "link": {"url": "http://user@docs.example.org"}}
            """#)
        let messages = try TestSupport.conversation(json).messages
        #expect(messages[0].link == LinkPreview(url: "https://www.Example.com:8080/a?b#c", title: "A", description: "B", site: "Example",
                                                image: "og.jpg"))
        #expect(messages[0].link?.domain == "example.com")
        #expect(messages[0].link?.siteName == "Example")
        #expect(messages[1].link?.domain == "docs.example.org")
        #expect(messages[1].link?.siteName == "docs.example.org")
        #expect(try TestSupport.conversation(json).imageReferences.contains("og.jpg"))
    }

    @Test func linkRoundTrips() throws {
        let json = TestSupport.chat(#"{"from": "alice", "text": "x", "link": {"url": "https://a.example/", "title": "T", "site": "S"}}"#)
        let conversation = try TestSupport.conversation(json)
        let encoded = try JSONEncoder().encode(conversation)
        let decoded = try JSONDecoder().decode(Conversation.self, from: encoded)
        #expect(decoded.messages[0].link == conversation.messages[0].link)
    }

    @Test(arguments: [
        (#"{"from": "alice", "text": "x", "link": {"title": "A"}}"#, "messages[0].link", #"missing the required key "url""#),
        (#"{"from": "alice", "text": "x", "link": {"url": "ftp://a.example/f"}}"#, "messages[0].link.url", "is not a web address"),
        (#"{"from": "alice", "text": "x", "link": {"url": "https://"}}"#, "messages[0].link.url", "names no host"),
        (#"{"from": "alice", "text": "x", "link": {"url": "https://a.example", "title": ""}}"#, "messages[0].link.title", "is empty"),
        (#"{"from": "alice", "text": "x", "link": {"url": "https://a.example", "favicon": "f.png"}}"#, "messages[0].link", #"unknown key "favicon""#),
        (#"{"from": "alice", "text": "x", "link": {"url": "https://a.example", "image": "https://a.example/og.png"}}"#, "messages[0].link.image",
         "is a network address"),
        (#"{"from": "alice", "image": "a.png", "link": {"url": "https://a.example"}}"#, "messages[0].link", "belongs to a text message"),
        (#"{"day": "Today", "link": {"url": "https://a.example"}}"#, "messages[0].link", "link"),
        (#"{"from": "alice", "text": "x", "link": "https://a.example"}"#, "messages[0].link", "expected an object"),
    ])
    func badLinks(message: String, path: String, words: String) throws {
        let error = try #require(TestSupport.conversationError(TestSupport.chat(message)))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }

    @Test func themeLinkStyleDecodes() throws {
        let style = #"""
            "link": {"placement": "separate", "width": 250, "margin": [-3, -6, 5, -6],
             "fill": {"incoming": "incomingBubble", "outgoing": {"light": "#D1F4CC", "dark": "#025144"}},
             "bar": null, "mask": {"image": "link-card", "capInsets": [6, 6, 6, 6]}, "thumbnail": 0, "dropsBareURL": true,
             "lines": [{"field": "title", "size": 15, "weight": "semibold", "lines": 2},
                       {"field": "domain", "size": 13, "case": "lower", "color": "time"}]},
            """#
        let json = TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "# + style)])
        let link = try ThemeDecoder().decode(Array(json.utf8)).link
        #expect(link.placement == .separate)
        #expect(link.width == 250)
        #expect(link.margin.left == -6)
        #expect(link.bar == nil)
        #expect(link.mask?.image == "link-card")
        #expect(link.dropsBareURL)
        #expect(link.lines.map(\.field) == [.title, .domain])
        #expect(link.lines[1].textCase == .lower)
        #expect(link.fill.incoming == .named("incomingBubble"))
    }

    @Test(arguments: [
        (#"{"placement": "beside"}"#, "link.placement", "is not a link card placement"),
        (#"{"margin": [1, 2, 3]}"#, "link.margin", "3 numbers given"),
        (#"{"fill": "accentt"}"#, "link.fill", "is not a colour of the theme"),
        (#"{"lines": []}"#, "link.lines", "0 lines are listed"),
        (#"{"lines": [{"field": "url", "size": 12}]}"#, "link.lines[0].field", "is not a link field"),
        (#"{"lines": [{"field": "title", "size": 12, "lines": 1.5}]}"#, "link.lines[0].lines", "whole number"),
        (#"{"bar": {"width": 3}}"#, "link.bar", #"missing the required key "color""#),
        (#"{"shadow": true}"#, "link", #"unknown key "shadow""#),
    ])
    func badThemeLinkStyles(value: String, path: String, words: String) throws {
        let error = try #require(TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "link": \#(value),"#)])))
        #expect(error.path == path, "\(error)")
        #expect(error.description.contains(words), "\(error)")
    }
}
