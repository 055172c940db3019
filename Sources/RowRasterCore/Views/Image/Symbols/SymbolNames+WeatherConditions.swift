/// SF Symbols' clouds with a sun or moon behind them and rain or a bolt below
/// (`cloud.sun.rain`, `cloud.moon.bolt.fill`): bootstrap-icons' `cloud-sun` and `cloud-moon`
/// set over the drops of `cloud-rain` or the bolt of `cloud-lightning`
/// (`SymbolComposition.precipitation`), with their circles; a bare sun or moon over the haze,
/// rain or snow of bootstrap's clouds (`sun.haze`, `sun.snow.fill`), and wind over snow.
/// Written for RowRaster; no Apple artwork is used.
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
        // A sun or moon over haze, rain or snow, and wind over snow, composed the same way
        ("sun.haze", .precipitation(from: .icon("cloud-haze"), under: .icon("sun"))),
        ("sun.haze.fill", .precipitation(from: .icon("cloud-haze-fill"), under: .icon("sun-fill"))),
        ("sun.haze.circle", .circled(.symbol("sun.haze.fill"), filled: false)),
        ("sun.haze.circle.fill", .circled(.symbol("sun.haze.fill"), filled: true)),
        ("sun.rain", .precipitation(from: .icon("cloud-rain"), under: .icon("sun"))),
        ("sun.rain.fill", .precipitation(from: .icon("cloud-rain-fill"), under: .icon("sun-fill"))),
        ("sun.rain.circle", .circled(.symbol("sun.rain.fill"), filled: false)),
        ("sun.rain.circle.fill", .circled(.symbol("sun.rain.fill"), filled: true)),
        ("sun.snow", .precipitation(from: .icon("cloud-snow"), under: .icon("sun"))),
        ("sun.snow.fill", .precipitation(from: .icon("cloud-snow-fill"), under: .icon("sun-fill"))),
        ("sun.snow.circle", .circled(.symbol("sun.snow.fill"), filled: false)),
        ("sun.snow.circle.fill", .circled(.symbol("sun.snow.fill"), filled: true)),
        ("moon.haze", .precipitation(from: .icon("cloud-haze"), under: .icon("moon"))),
        ("moon.haze.fill", .precipitation(from: .icon("cloud-haze-fill"), under: .icon("moon-fill"))),
        ("moon.haze.circle", .circled(.symbol("moon.haze.fill"), filled: false)),
        ("moon.haze.circle.fill", .circled(.symbol("moon.haze.fill"), filled: true)),
        ("wind.snow", .precipitation(from: .icon("cloud-snow"), under: .icon("wind"))),
        ("wind.snow.circle", .circled(.symbol("wind.snow"), filled: false)),
        ("wind.snow.circle.fill", .circled(.symbol("wind.snow"), filled: true)),
        ("sun.horizon", .symbol("sun.horizon.fill")),
    ]
}
