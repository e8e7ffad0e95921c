#!/usr/bin/env bash
# A library user's package, made in a scratch directory, depending on chatrender the way the README says
# (`.package(url: …, from: "<version>")` with the ChatRender, ChatRenderTesting and ChatRenderSnapshotTesting
# products): its resolved graph must hold no HTTP, TLS, crypto or syntax package (those are the service's, in Tools/).
# Run by `make test`. The dependency is a scratch git repository of this checkout's files as they are (uncommitted
# edits included), tagged v<version> (Sources/ChatRender/ChatRenderVersion.swift) as a release is, so the README's
# snippet is what is checked, and its CI recipe's clone of the tag. Then the same with the trait "SnapshotTesting"
# (swift-snapshot-testing and swift-syntax come in, still nothing of the HTTP stack).
#   scripts/consumer-check.sh                 resolve only (about a minute)
#   CONSUMER_BUILD=1 scripts/consumer-check.sh   also `swift build --build-tests` the consumer (a few minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
repo=$PWD
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/ChatRender/ChatRenderVersion.swift)
[ -n "$version" ] || { echo "consumer-check: no version in Sources/ChatRender/ChatRenderVersion.swift" >&2; exit 1; }
# The README's snippet is the one checked: the same URL form and version.
minor=${version%.*}.0
grep -q "\.package(url: \"https://github.com/chatrender/chatrender\", from: \"$minor\")" README.md ||
  { echo "consumer-check: README's dependency snippet does not say from: \"$minor\"" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/chatrender-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The dependency: tracked and new (not ignored) files of the checkout, committed and tagged in a scratch repository.
mkdir "$work/chatrender"
git ls-files -z --cached --others --exclude-standard |
  tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$work/chatrender"
(
  cd "$work/chatrender"
  git init -q
  git add -A
  git -c user.name=consumer-check -c user.email=consumer-check@localhost commit -q -m "chatrender $version"
  git tag "v$version"
)

# The README's CI recipe clones that tag (`git clone --depth 1 --branch vX.Y.Z …`) and runs `make build install`:
# the clone and the make targets it names (not run: a release build takes a quarter of an hour).
recipe=$(grep -Eo 'git clone --depth 1 --branch v[0-9.]+ https://github.com/chatrender/chatrender' README.md | head -1)
[ "$recipe" = "git clone --depth 1 --branch v$version https://github.com/chatrender/chatrender" ] ||
  { echo "consumer-check: README's CI recipe does not clone v$version: '$recipe'" >&2; exit 1; }
git -c advice.detachedHead=false clone -q --depth 1 --branch "v$version" "file://$work/chatrender" "$work/recipe"
make -n -C "$work/recipe" build install PREFIX=/usr/local >/dev/null ||
  { echo "consumer-check: FAILED: make build install in a clone of v$version" >&2; exit 1; }

# consumer TRAITS: writes the consumer package, resolves it, prints the identities of its whole graph.
consumer() {
  local dir="$work/consumer$1" traits=$2
  mkdir -p "$dir/Sources/Consumer" "$dir/Sources/AppModel" "$dir/Tests/ConsumerTests"
  cat >"$dir/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [
        .package(url: "file://$work/chatrender", from: "$minor"$traits),
    ],
    targets: [
        .target(name: "AppModel"),
        .target(name: "Consumer", dependencies: ["AppModel", .product(name: "ChatRender", package: "chatrender")]),
        .testTarget(name: "ConsumerTests", dependencies: [
            "Consumer",
            .product(name: "ChatRenderTesting", package: "chatrender"),
            .product(name: "ChatRenderSnapshotTesting", package: "chatrender"),
        ]),
    ]
)
EOF
  # A chat app's own model, with names chatrender's types had before 0.9 (Message, Color, …): `import ChatRender`
  # beside it leaves them the app's (built with CONSUMER_BUILD=1; PublicSurfaceTests type-checks the same in make test).
  cat >"$dir/Sources/AppModel/AppModel.swift" <<'EOF'
public struct Message { public var text: String; public init(text: String) { self.text = text } }
public struct Conversation { public var messages: [Message]; public init(messages: [Message]) { self.messages = messages } }
public enum Color { case brand }
EOF
  cat >"$dir/Sources/Consumer/Consumer.swift" <<'EOF'
import AppModel
import ChatRender

public func chatrenderVersion() -> String { ChatRenderVersion.current }

/// The app's conversation as a chatrender one: the app's `Message` and chatrender's `ChatMessage` side by side.
public func screenshotModel(of conversation: Conversation) -> ChatConversation {
    let hello = Message(text: "Hello")
    _ = Color.brand
    return ChatConversation(participants: [ChatParticipant(id: "me", isMe: true)],
                            messages: (conversation.messages + [hello]).map { ChatMessage(from: "me", content: .text($0.text)) })
}
EOF
  cat >"$dir/Tests/ConsumerTests/ConsumerTests.swift" <<'EOF'
import ChatRenderSnapshotTesting
import ChatRenderTesting
import Consumer
import Testing

@Test func linksTheLibrary() { #expect(!chatrenderVersion().isEmpty) }
EOF
  (cd "$dir" && "$SWIFT" package resolve >"$dir/resolve.log" 2>&1) || { cat "$dir/resolve.log" >&2; return 1; }
  (cd "$dir" && "$SWIFT" package show-dependencies --format json) | python3 -c '
import json, sys
def walk(node, seen):
    for child in node.get("dependencies", []):
        seen.add(child["identity"]); walk(child, seen)
    return seen
print(" ".join(sorted(walk(json.load(sys.stdin), set()))))'
}

# forbidden IDENTITIES PATTERN: fails naming every identity that matches the pattern.
status=0
check() {
  local what=$1 identities=$2 pattern=$3 bad
  bad=$(tr ' ' '\n' <<<"$identities" | grep -E "$pattern" || true)
  echo "consumer-check: $what resolves $(wc -w <<<"$identities") packages: $identities"
  if [ -n "$bad" ]; then
    echo "consumer-check: FAILED: $what resolves $(echo $bad)" >&2
    status=1
  fi
}
heavy='hummingbird|nio|crypto|async-http-client|certificates|asn1|multipart|prometheus|service-lifecycle|http-types'

plain=$(consumer "" "")
check "a library user" "$plain" "$heavy|swift-syntax|snapshot-testing"
grep -qw chatrender <<<"$plain" || { echo "consumer-check: FAILED: chatrender not in the graph" >&2; status=1; }

snapshot=$(consumer "-snapshot" ', traits: ["SnapshotTesting"]')
check "a library user with the trait SnapshotTesting" "$snapshot" "$heavy"
grep -qw swift-snapshot-testing <<<"$snapshot" ||
  { echo "consumer-check: FAILED: the trait SnapshotTesting did not bring swift-snapshot-testing" >&2; status=1; }

if [ "${CONSUMER_BUILD:-0}" = 1 ] && [ $status = 0 ]; then
  for dir in "$work/consumer" "$work/consumer-snapshot"; do
    echo "consumer-check: swift build --build-tests in $(basename "$dir")"
    start=$(date +%s)
    (cd "$dir" && "$SWIFT" build --build-tests >"$dir/build.log" 2>&1) || { tail -30 "$dir/build.log" >&2; status=1; continue; }
    steps=$(grep -Eo '^\[[0-9]+/[0-9]+\]' "$dir/build.log" | tail -1)
    echo "consumer-check: $(basename "$dir") built in $(( $(date +%s) - start )) s, $steps steps"
  done
fi
[ $status = 0 ] && echo "consumer-check: passed"
exit $status
