import Testing
@testable import NocturnePalette

@Suite struct StopTests {
    @Test(arguments: [(50, 95.25), (500, 52.5), (1000, 5.0), (0, 100.0)])
    func targetLightnessIsEvenInCIELightness(stop: Int, lightness: Double) {
        #expect(abs(Stop(stop).targetLightness - lightness) < 1e-12)
    }

    @Test(arguments: Stop.named)
    func luminanceRoundTripsThroughStopValue(stop: Stop) {
        #expect(abs(Stop.stopValue(forLuminance: stop.targetLuminance) - stop.value) < 1e-9)
    }

    @Test func namedStopsAreTheTwentyMultiplesOfFifty() {
        #expect(Stop.named.count == 20)
        #expect(Stop.named.first?.description == "_50")
        #expect(Stop.named.last?.description == "_1000")
        #expect(Stop(725).description == "stop(725)")
    }

    @Test func valuesOutsideTheRampAreClamped() {
        #expect(Stop(-20).value == 0)
        #expect(Stop(1200).value == 1000)
        #expect(Stop(Double.nan).value == 0)
    }

    @Test func contrastBetweenStopsComesFromLuminanceAlone() {
        // _800 on white: L* 24 → Y 0.04084 → 1.05 / 0.09084 = 11.54.
        let expected = 1.05 / (Stop(800).targetLuminance + 0.05)
        #expect(abs(Stop(800).contrastRatio(to: Stop(0)) - expected) < 1e-12)
        #expect(abs(expected - 11.538) < 0.001)
    }
}
