// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot
import Testing

/// Views whose bodies read the environment render from many tasks at once with nothing shared between renders:
/// each render gives the view's properties their environment in its own copy of the view.
@Suite struct EnvironmentReadingConcurrencyTests {
    private final class Store: ObservableObject, @unchecked Sendable {
        // Read-only after it is made.
        let title: String
        init(title: String) { self.title = title }
    }

    /// A card that reads the colour scheme and an environment object, with a chart inside. Rendered off the main
    /// actor, it opts out of the main-actor isolation `View` gives its conformers, as on Apple platforms.
    nonisolated private struct Card: View {
        @Environment(\.colorScheme) private var scheme
        @EnvironmentObject private var store: Store

        var body: some View {
            VStack(alignment: .leading) {
                Text(store.title + (scheme == .dark ? " (dark)" : " (light)")).font(.headline)
                Chart([3, 1, 4, 1, 5].enumerated().map { $0 }, id: \.offset) {
                    BarMark(x: .value("Day", "\($0.offset)"), y: .value("Count", $0.element))
                }
                .frame(height: 120)
            }
            .padding()
            .background(scheme == .dark ? Color.black : Color.white)
            .frame(width: 320)
        }
    }

    private static func png(_ scheme: ColorScheme, _ store: Store) throws -> Data {
        let renderer = ImageRenderer(content: Card().environmentObject(store).environment(\.colorScheme, scheme))
        return try renderer.pngData()
    }

    @Test func sixteenTasksRenderTheSameViewIdentically() async throws {
        let store = Store(title: "Steps")
        let light = try Self.png(.light, store)
        let dark = try Self.png(.dark, store)
        // The environment reaches the body: the two schemes draw differently.
        #expect(light != dark)
        let images = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            for task in 0..<16 {
                group.addTask { (task, try Self.png(task % 2 == 0 ? .light : .dark, store)) }
            }
            var images: [(Int, Data)] = []
            for try await image in group { images.append(image) }
            return images
        }
        #expect(images.count == 16)
        for (task, image) in images {
            #expect(image == (task % 2 == 0 ? light : dark), "task \(task)")
        }
    }
}
