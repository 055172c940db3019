/// SF Symbols names drawn from Material Design Icons glyphs (`MaterialDesignIcons`), where
/// bootstrap-icons has no icon of the same meaning: figures, food, home and travel. Written for
/// RowRaster by reading both sets' names and shapes; no Apple artwork is used.
extension SymbolNames {
    static let material: [(String, SymbolRecipe)] = [
        // Figures and fitness
        ("figure.walk", .material("walk")),
        ("figure.run", .material("run")),
        ("figure.pool.swim", .material("swim")),
        ("figure.outdoor.cycle", .material("bike")),
        ("figure.stand", .material("human")),
        ("figure.child", .material("human-child")),
        ("figure.stand.dress", .material("human-female")),
        ("figure.dress.line.vertical.figure", .material("human-male-female")),
        ("figure.roll", .material("wheelchair-accessibility")),
        ("wheelchair", .material("wheelchair-accessibility")),
        ("dumbbell.fill", .material("dumbbell")),
        ("dumbbell", .symbol("dumbbell.fill")),
        ("hand.point.right.fill", .material("hand-pointing-right")),
        ("soccerball", .material("soccer")),
        ("football.fill", .material("football")),

        // Health
        ("stethoscope", .material("stethoscope")),
        ("pill", .material("pill")),
        ("pill.fill", .icon("capsule")),
        ("syringe.fill", .material("needle")),
        ("syringe", .symbol("syringe.fill")),
        ("flask", .material("flask-outline")),
        ("flask.fill", .material("flask")),
        ("scalemass.fill", .material("weight")),

        // Nature and animals
        ("pawprint.fill", .material("paw")),
        ("fish.fill", .material("fish")),
        ("carrot.fill", .material("carrot")),
        ("humidity.fill", .material("water-percent")),
        ("mountain.2.fill", .material("terrain")),

        // Home, food and clothing
        ("sofa.fill", .material("sofa")),
        ("refrigerator", .material("fridge")),
        ("refrigerator.fill", .material("fridge-filled")),
        ("stove.fill", .material("stove")),
        ("tshirt.fill", .material("tshirt-crew")),
        ("hanger", .material("hanger")),
        ("fork.knife", .material("silverware-variant")),
        ("birthday.cake.fill", .material("cake-layered")),
        ("crown.fill", .material("crown")),
        ("crown", .symbol("crown.fill")),
        ("australian.football", .material("football-australian")),
        ("australian.football.fill", .symbol("australian.football")),
        ("australian.football.circle", .circled(.symbol("australian.football"), filled: false)),
        ("australian.football.circle.fill", .circled(.symbol("australian.football"), filled: true)),
        ("gamecontroller.fill", .material("gamepad-variant")),
        ("beach.umbrella.fill", .material("beach")),
        ("tent", .material("tent")),
        ("stairs", .material("stairs")),
        ("studentdesk", .material("chair-school")),
        ("spigot.fill", .material("water-pump")),
        ("faxmachine.fill", .material("fax")),
        ("storefront.fill", .material("store")),

        // Travel
        ("airplane.arrival", .material("airplane-landing")),
        ("airplane.departure", .material("airplane-takeoff")),
        ("ferry.fill", .material("ferry")),
        ("motorcycle.fill", .material("motorbike")),
    ]
}
