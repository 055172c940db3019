/// SF Symbols names of people and privacy composed from covered ones: the person, gear and
/// shield badges (`folder.badge.person.crop`, `person.2.badge.gearshape`,
/// `person.badge.shield.checkmark`), the warning-triangle badge of the
/// `trianglebadge.exclamationmark` names (`SymbolBadge`), and mirrored glyphs SF Symbols draws
/// as the mirror image of a covered one. Written for RowRaster; no Apple artwork is used.
extension SymbolNames {
    static let peopleAndPrivacy: [(String, SymbolRecipe)] = [
        // A person badge: a person in a ring, as `person.crop.circle`
        ("envelope.badge.person.crop", .badged(.symbol("envelope"), .personCrop)),
        ("envelope.badge.person.crop.fill", .badged(.symbol("envelope.fill"), .personCrop)),
        ("externaldrive.badge.person.crop", .badged(.symbol("externaldrive"), .personCrop)),
        ("externaldrive.fill.badge.person.crop", .badged(.symbol("externaldrive.fill"), .personCrop)),
        ("folder.badge.person.crop", .badged(.symbol("folder"), .personCrop)),
        ("folder.fill.badge.person.crop", .badged(.symbol("folder.fill"), .personCrop)),
        ("rectangle.stack.badge.person.crop", .badged(.symbol("rectangle.stack"), .personCrop)),
        ("rectangle.stack.badge.person.crop.fill", .badged(.symbol("rectangle.stack.fill"), .personCrop)),

        // Gear and shield badges
        ("person.2.badge.gearshape", .badged(.symbol("person.2"), .gearshape)),
        ("person.2.badge.gearshape.fill", .badged(.symbol("person.2.fill"), .gearshape)),
        ("person.badge.shield.checkmark", .badged(.symbol("person"), .shieldCheckmark)),
        ("person.badge.shield.checkmark.fill", .badged(.symbol("person.fill"), .shieldCheckmark)),
        ("person.badge.shield.exclamationmark", .badged(.symbol("person"), .shieldExclamationmark)),
        ("person.badge.shield.exclamationmark.fill", .badged(.symbol("person.fill"), .shieldExclamationmark)),
        ("envelope.badge.shield.half.filled", .badged(.symbol("envelope"), .shieldHalfFilled)),
        ("envelope.badge.shield.half.filled.fill", .badged(.symbol("envelope.fill"), .shieldHalfFilled)),

        // Moon, key and camera badges
        ("person.crop.circle.badge.moon", .badged(.symbol("person.crop.circle"), .moon)),
        ("person.crop.circle.badge.moon.fill", .badged(.symbol("person.crop.circle.fill"), .moon)),
        ("person.badge.key", .badged(.symbol("person"), .key)),
        ("person.badge.key.fill", .badged(.symbol("person.fill"), .key)),
        ("person.2.badge.key", .badged(.symbol("person.2"), .key)),
        ("person.2.badge.key.fill", .badged(.symbol("person.2.fill"), .key)),
        ("person.crop.square.badge.camera", .badged(.symbol("person.crop.square"), .camera)),
        ("person.crop.square.badge.camera.fill", .badged(.symbol("person.crop.square.fill"), .camera)),
        ("person.crop.square.badge.video", .badged(.symbol("person.crop.square"), .video)),
        ("person.crop.square.badge.video.fill", .badged(.symbol("person.crop.square.fill"), .video)),

        // Three people (`SymbolComposition.trio`)
        ("person.3", .trio(.icon("person"), silhouette: .icon("person-fill"))),
        ("person.3.fill", .trio(.icon("person-fill"), silhouette: .icon("person-fill"))),

        // A glyph inside the iCloud cloud
        ("lock.icloud", .inset(.icon("lock-fill"), in: .icon("cloud"), slot: .cloud, filled: false)),
        ("lock.icloud.fill", .inset(.icon("lock-fill"), in: .icon("cloud-fill"), slot: .cloud, filled: true)),
        ("person.icloud", .inset(.icon("person-fill"), in: .icon("cloud"), slot: .cloud, filled: false)),
        ("person.icloud.fill", .inset(.icon("person-fill"), in: .icon("cloud-fill"), slot: .cloud, filled: true)),

        // The warning-triangle badge
        ("checkmark.circle.trianglebadge.exclamationmark", .badged(.symbol("checkmark.circle"), .triangleExclamationmark)),
        ("ear.trianglebadge.exclamationmark", .badged(.symbol("ear"), .triangleExclamationmark)),
        ("eye.trianglebadge.exclamationmark", .badged(.symbol("eye"), .triangleExclamationmark)),
        ("eye.trianglebadge.exclamationmark.fill", .badged(.symbol("eye.fill"), .triangleExclamationmark)),
        ("lock.open.trianglebadge.exclamationmark", .badged(.symbol("lock.open"), .triangleExclamationmark)),
        ("lock.open.trianglebadge.exclamationmark.fill", .badged(.symbol("lock.open.fill"), .triangleExclamationmark)),
        ("lock.trianglebadge.exclamationmark", .badged(.symbol("lock"), .triangleExclamationmark)),
        ("lock.trianglebadge.exclamationmark.fill", .badged(.symbol("lock.fill"), .triangleExclamationmark)),
        ("shield.lefthalf.filled.trianglebadge.exclamationmark", .badged(.symbol("shield.lefthalf.filled"), .triangleExclamationmark)),
        ("sun.max.trianglebadge.exclamationmark", .badged(.symbol("sun.max"), .triangleExclamationmark)),
        ("sun.max.trianglebadge.exclamationmark.fill", .badged(.symbol("sun.max.fill"), .triangleExclamationmark)),

        // A glyph inside a heart or a lock (`SymbolComposition.inset`)
        ("bolt.heart", .inset(.icon("lightning-fill"), in: .icon("heart"), slot: .heart, filled: false)),
        ("bolt.heart.fill", .inset(.icon("lightning-fill"), in: .icon("heart-fill"), slot: .heart, filled: true)),
        ("exclamationmark.lock", .inset(.icon("exclamation-lg"), in: .icon("lock"), slot: .lockBody, filled: false)),
        ("exclamationmark.lock.fill", .inset(.icon("exclamation-lg"), in: .icon("lock-fill"), slot: .lockBody, filled: true)),

        // Material Design Icons glyphs of the same meaning and shape
        ("figure.outdoor.rowing", .material("rowing")),
        ("figure.outdoor.rowing.circle", .circled(.material("rowing"), filled: false)),
        ("figure.outdoor.rowing.circle.fill", .circled(.material("rowing"), filled: true)),
        ("list.clipboard.fill", .material("clipboard-text")),
        ("person.fill.viewfinder", .icon("person-bounding-box")),

        // Mirror images and the horizontal key (bootstrap's key lies on its side)
        ("hand.point.left.fill", .mirrored(.symbol("hand.point.right.fill"))),
        ("shield.righthalf.filled", .mirrored(.symbol("shield.lefthalf.filled"))),
        ("key.horizontal", .icon("key")),
        ("key.horizontal.fill", .icon("key-fill")),
    ]
}
