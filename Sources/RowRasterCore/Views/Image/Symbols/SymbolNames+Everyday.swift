/// SF Symbols names of the things list rows show — messages and calls, weather, health, people
/// and objects — mapped onto bootstrap-icons or Material Design Icons glyphs, or composed from
/// covered names. Each pairs an icon of the same meaning and shape; written for RowRaster by
/// reading both sets' names and shapes; no Apple artwork is used.
extension SymbolNames {
    static let everyday: [(String, SymbolRecipe)] = [
        // Messages and calls (SF Symbols 6 names the bubble with its tail at the leading corner `bubble`)
        ("bubble", .symbol("bubble.left")),
        ("bubble.fill", .symbol("bubble.left.fill")),
        ("bubble.circle", .circled(.symbol("bubble.left.fill"), filled: false)),
        ("bubble.circle.fill", .circled(.symbol("bubble.left.fill"), filled: true)),
        ("bubble.left.and.bubble.right.fill", .material("forum")),
        ("bubble.left.and.bubble.right", .symbol("bubble.left.and.bubble.right.fill")),
        ("exclamationmark.bubble.fill", .material("message-alert")),
        ("exclamationmark.bubble.circle", .circled(.material("message-alert"), filled: false)),
        ("exclamationmark.bubble.circle.fill", .circled(.material("message-alert"), filled: true)),
        ("plus.bubble.fill", .material("message-plus")),
        ("video.bubble.fill", .material("message-video")),
        ("ellipsis.message", .icon("chat-dots")),
        ("ellipsis.message.fill", .icon("chat-dots-fill")),
        ("phone.down.fill", .material("phone-hangup")),
        ("phone.down", .symbol("phone.down.fill")),
        ("phone.down.circle", .circled(.material("phone-hangup"), filled: false)),
        ("phone.down.circle.fill", .circled(.material("phone-hangup"), filled: true)),
        ("recordingtape", .icon("voicemail")),
        ("recordingtape.circle", .circled(.icon("voicemail"), filled: false)),
        ("recordingtape.circle.fill", .circled(.icon("voicemail"), filled: true)),
        ("faxmachine", .material("fax")),
        ("checkmark.icloud", .icon("cloud-check")),
        ("checkmark.icloud.fill", .icon("cloud-check-fill")),

        // Weather
        ("degreesign.celsius", .material("temperature-celsius")),
        ("degreesign.fahrenheit", .material("temperature-fahrenheit")),
        ("sun.horizon.fill", .material("weather-sunset")),
        ("sun.horizon.circle", .circled(.material("weather-sunset"), filled: false)),
        ("sun.horizon.circle.fill", .circled(.material("weather-sunset"), filled: true)),
        ("drop.halffull", .icon("droplet-half")),

        // Health
        ("waveform.path.ecg.text.clipboard", .icon("clipboard2-pulse")),
        ("waveform.path.ecg.text.clipboard.fill", .icon("clipboard2-pulse-fill")),
        ("waveform.path.ecg.rectangle", .rectangled(.symbol("waveform.path.ecg"), filled: false)),
        ("waveform.path.ecg.rectangle.fill", .rectangled(.symbol("waveform.path.ecg"), filled: true)),
        ("heart.rectangle", .rectangled(.symbol("heart.fill"), filled: false)),
        ("heart.rectangle.fill", .rectangled(.symbol("heart.fill"), filled: true)),

        // People
        ("figure.arms.open", .material("human-handsup")),
        ("accessibility", .icon("universal-access")),
        ("lanyardcard", .icon("person-badge")),
        ("lanyardcard.fill", .icon("person-badge-fill")),

        // Objects, animals and places
        ("ipod", .icon("music-player")),
        ("lifepreserver", .icon("life-preserver")),
        ("cone.fill", .icon("cone")),
        ("signpost.right.and.left", .icon("signpost-2")),
        ("signpost.right.and.left.fill", .icon("signpost-2-fill")),
        ("lock.rectangle", .rectangled(.symbol("lock.fill"), filled: false)),
        ("lock.rectangle.fill", .rectangled(.symbol("lock.fill"), filled: true)),
        ("tshirt.circle", .circled(.symbol("tshirt.fill"), filled: false)),
        ("tshirt.circle.fill", .circled(.symbol("tshirt.fill"), filled: true)),
        ("football.circle", .circled(.symbol("football.fill"), filled: false)),
        ("football.circle.fill", .circled(.symbol("football.fill"), filled: true)),
        ("fish.circle", .circled(.symbol("fish.fill"), filled: false)),
        ("fish.circle.fill", .circled(.symbol("fish.fill"), filled: true)),
        ("pawprint.circle", .circled(.symbol("pawprint.fill"), filled: false)),
        ("pawprint.circle.fill", .circled(.symbol("pawprint.fill"), filled: true)),
        ("mountain.2.circle", .circled(.symbol("mountain.2.fill"), filled: false)),
        ("mountain.2.circle.fill", .circled(.symbol("mountain.2.fill"), filled: true)),
    ]
}
