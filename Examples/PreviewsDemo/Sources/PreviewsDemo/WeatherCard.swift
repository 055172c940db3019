import SwiftUI

struct WeatherCard: View {
    let city: String
    let temperature: Int
    let condition: String
    let high: Int
    let low: Int

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(city)
                    .font(.title3.weight(.semibold))
                Text("\(temperature)°")
                    .font(.system(size: 44, weight: .thin))
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 6) {
                Image(systemName: "cloud.sun.fill")
                    .symbolRenderingMode(.multicolor)
                    .font(.title)
                Text(condition)
                    .font(.subheadline)
                Text("H:\(high)° L:\(low)°")
                    .font(.subheadline)
            }
        }
        .foregroundStyle(.white)
        .padding()
        .background(
            LinearGradient(colors: [Color(red: 0.29, green: 0.56, blue: 0.89), Color(red: 0.16, green: 0.36, blue: 0.72)],
                           startPoint: .top, endPoint: .bottom),
            in: RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
        .padding()
    }
}

#Preview("Forecast", traits: .fixedLayout(width: 360, height: 150)) {
    WeatherCard(city: "Lisbon", temperature: 21, condition: "Partly Cloudy", high: 24, low: 15)
}
