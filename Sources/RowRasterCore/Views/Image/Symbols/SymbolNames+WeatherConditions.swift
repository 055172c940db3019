/// SF Symbols' clouds with a sun or moon behind them and rain or a bolt below
/// (`cloud.sun.rain`, `cloud.moon.bolt.fill`): bootstrap-icons' `cloud-sun` and `cloud-moon`
/// set over the drops of `cloud-rain` or the bolt of `cloud-lightning`
/// (`SymbolComposition.precipitation`), with their circles. Written for RowRaster; no Apple
/// artwork is used.
extension SymbolNames {
    static let weatherConditions: [(String, SymbolRecipe)] = [
        ("cloud.moon.bolt", .precipitation(from: .icon("cloud-lightning"), under: .icon("cloud-moon"))),
        ("cloud.moon.bolt.fill", .precipitation(from: .icon("cloud-lightning-fill"), under: .icon("cloud-moon-fill"))),
        ("cloud.moon.bolt.circle", .circled(.symbol("cloud.moon.bolt.fill"), filled: false)),
        ("cloud.moon.bolt.circle.fill", .circled(.symbol("cloud.moon.bolt.fill"), filled: true)),
        ("cloud.moon.rain", .precipitation(from: .icon("cloud-rain"), under: .icon("cloud-moon"))),
        ("cloud.moon.rain.fill", .precipitation(from: .icon("cloud-rain-fill"), under: .icon("cloud-moon-fill"))),
        ("cloud.moon.rain.circle", .circled(.symbol("cloud.moon.rain.fill"), filled: false)),
        ("cloud.moon.rain.circle.fill", .circled(.symbol("cloud.moon.rain.fill"), filled: true)),
        ("cloud.sun.bolt", .precipitation(from: .icon("cloud-lightning"), under: .icon("cloud-sun"))),
        ("cloud.sun.bolt.fill", .precipitation(from: .icon("cloud-lightning-fill"), under: .icon("cloud-sun-fill"))),
        ("cloud.sun.bolt.circle", .circled(.symbol("cloud.sun.bolt.fill"), filled: false)),
        ("cloud.sun.bolt.circle.fill", .circled(.symbol("cloud.sun.bolt.fill"), filled: true)),
        ("cloud.sun.rain", .precipitation(from: .icon("cloud-rain"), under: .icon("cloud-sun"))),
        ("cloud.sun.rain.fill", .precipitation(from: .icon("cloud-rain-fill"), under: .icon("cloud-sun-fill"))),
        ("cloud.sun.rain.circle", .circled(.symbol("cloud.sun.rain.fill"), filled: false)),
        ("cloud.sun.rain.circle.fill", .circled(.symbol("cloud.sun.rain.fill"), filled: true)),
    ]
}
