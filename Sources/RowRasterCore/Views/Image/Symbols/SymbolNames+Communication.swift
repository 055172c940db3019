/// SF Symbols' speech bubbles and video cameras with a glyph inside (`checkmark.message`,
/// `person.bubble.fill`, `questionmark.video`): bootstrap-icons' round bubble (`message`),
/// leading-tail bubble (`bubble`) or video camera with a bootstrap glyph, or a character of the
/// system font (`character.bubble`), set in its body, drawn
/// in the outline or cut out of the fill (`SymbolComposition.inset`). Written for RowRaster; no
/// Apple artwork is used.
extension SymbolNames {
    static let communication: [(String, SymbolRecipe)] = [
        // The round message bubble
        ("arrow.down.message", .inset(.icon("arrow-down"), in: .icon("chat"), slot: .roundBubble, filled: false)),
        ("arrow.down.message.fill", .inset(.icon("arrow-down"), in: .icon("chat-fill"), slot: .roundBubble, filled: true)),
        ("arrow.up.message", .inset(.icon("arrow-up"), in: .icon("chat"), slot: .roundBubble, filled: false)),
        ("arrow.up.message.fill", .inset(.icon("arrow-up"), in: .icon("chat-fill"), slot: .roundBubble, filled: true)),
        ("checkmark.message", .inset(.icon("check-lg"), in: .icon("chat"), slot: .roundBubble, filled: false)),
        ("checkmark.message.fill", .inset(.icon("check-lg"), in: .icon("chat-fill"), slot: .roundBubble, filled: true)),
        ("exclamationmark.message", .inset(.icon("exclamation-lg"), in: .icon("chat"), slot: .roundBubble, filled: false)),
        ("exclamationmark.message.fill", .inset(.icon("exclamation-lg"), in: .icon("chat-fill"), slot: .roundBubble, filled: true)),
        ("plus.message", .inset(.icon("plus-lg"), in: .icon("chat"), slot: .roundBubble, filled: false)),
        ("plus.message.fill", .inset(.icon("plus-lg"), in: .icon("chat-fill"), slot: .roundBubble, filled: true)),
        ("character.bubble", .inset(.characters("A"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("character.bubble.fill", .inset(.characters("A"), in: .icon("chat-left-fill"), slot: .leftBubble, filled: true)),
        ("questionmark.message", .inset(.icon("question-lg"), in: .icon("chat"), slot: .roundBubble, filled: false)),
        ("questionmark.message.fill", .inset(.icon("question-lg"), in: .icon("chat-fill"), slot: .roundBubble, filled: true)),

        // The bubble with its tail in the middle of its bottom edge (bootstrap's chat-square)
        ("bubble.middle.bottom", .icon("chat-square")),
        ("bubble.middle.bottom.fill", .icon("chat-square-fill")),

        // The bubble with its tail at the leading corner
        ("checkmark.bubble", .inset(.icon("check-lg"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("checkmark.bubble.fill", .inset(.icon("check-lg"), in: .icon("chat-left-fill"), slot: .leftBubble, filled: true)),
        ("ellipsis.vertical.bubble", .inset(.icon("three-dots-vertical"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("ellipsis.vertical.bubble.fill", .inset(.icon("three-dots-vertical"), in: .icon("chat-left-fill"), slot: .leftBubble, filled: true)),
        ("exclamationmark.bubble", .inset(.icon("exclamation-lg"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("info.bubble", .inset(.icon("info-lg"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("info.bubble.fill", .inset(.icon("info-lg"), in: .icon("chat-left-fill"), slot: .leftBubble, filled: true)),
        ("person.bubble", .inset(.icon("person-fill"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("person.bubble.fill", .inset(.icon("person-fill"), in: .icon("chat-left-fill"), slot: .leftBubble, filled: true)),
        ("phone.bubble", .inset(.icon("telephone-fill"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("phone.bubble.fill", .inset(.icon("telephone-fill"), in: .icon("chat-left-fill"), slot: .leftBubble, filled: true)),
        ("plus.bubble", .inset(.icon("plus-lg"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("questionmark.bubble", .inset(.icon("question-lg"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("questionmark.bubble.fill", .inset(.icon("question-lg"), in: .icon("chat-left-fill"), slot: .leftBubble, filled: true)),
        ("speaker.wave.2.bubble", .inset(.icon("volume-up-fill"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("speaker.wave.2.bubble.fill", .inset(.icon("volume-up-fill"), in: .icon("chat-left-fill"), slot: .leftBubble, filled: true)),
        ("star.bubble", .inset(.icon("star-fill"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),
        ("star.bubble.fill", .inset(.icon("star-fill"), in: .icon("chat-left-fill"), slot: .leftBubble, filled: true)),
        ("video.bubble", .inset(.icon("camera-video-fill"), in: .icon("chat-left"), slot: .leftBubble, filled: false)),

        // A glyph in the video camera's body
        ("arrow.down.left.video", .inset(.icon("arrow-down-left"), in: .icon("camera-video"), slot: .videoBody, filled: false)),
        ("arrow.down.left.video.fill", .inset(.icon("arrow-down-left"), in: .icon("camera-video-fill"), slot: .videoBody, filled: true)),
        ("arrow.up.right.video", .inset(.icon("arrow-up-right"), in: .icon("camera-video"), slot: .videoBody, filled: false)),
        ("arrow.up.right.video.fill", .inset(.icon("arrow-up-right"), in: .icon("camera-video-fill"), slot: .videoBody, filled: true)),
        ("questionmark.video", .inset(.icon("question-lg"), in: .icon("camera-video"), slot: .videoBody, filled: false)),
        ("questionmark.video.fill", .inset(.icon("question-lg"), in: .icon("camera-video-fill"), slot: .videoBody, filled: true)),
    ]
}
