// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()` size as SwiftUI does (results derived by
/// hand): the largest size of the ratio inside the offer, or the smallest covering it, overflowing centred.
@Suite struct AspectRatioTests {
    @Test func fitTakesTheLargestSizeInsideAndFillTheSmallestCovering() {
        #expect(
            ViewLayoutTests.size(Color.red.aspectRatio(2, contentMode: .fit), 100, 100)
                == ViewSize(width: 100, height: 50))
        #expect(
            ViewLayoutTests.size(Color.red.aspectRatio(2, contentMode: .fill), 100, 100)
                == ViewSize(width: 200, height: 100))
        #expect(
            ViewLayoutTests.size(Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit), 100, 100)
                == ViewSize(width: 100, height: 75))
    }

    @Test func oneProposedDimensionGivesTheOther() {
        #expect(
            ViewLayoutTests.size(Color.blue.aspectRatio(0.5, contentMode: .fit), 80, nil)
                == ViewSize(width: 80, height: 160))
        #expect(
            ViewLayoutTests.size(Color.blue.aspectRatio(0.5, contentMode: .fill), nil, 60)
                == ViewSize(width: 30, height: 60))
    }

    @Test func aResizableSymbolScaledToFillCoversItsOfferAndKeepsItsShape() {
        // A symbol is square: offered 176 × 132, fill takes 176 × 176 and fit 132 × 132.
        let heart = Image(systemName: "heart").resizable()
        #expect(ViewLayoutTests.size(heart.scaledToFill(), 176, 132) == ViewSize(width: 176, height: 176))
        #expect(ViewLayoutTests.size(heart.scaledToFit(), 176, 132) == ViewSize(width: 132, height: 132))
    }

    @Test func aFilledViewOverflowsItsFrameCentred() {
        let wide = Color.red.aspectRatio(2, contentMode: .fill)
        #expect(
            ViewLayoutTests.fills(wide, in: Rect(x: 0, y: 0, width: 100, height: 100)) == [
                Rect(x: -50, y: 0, width: 200, height: 100)
            ])
    }
}

extension AspectRatioTests {
    @Test func badRatiosKeepTheViewsOwnAndHugeOnesStayWithinTheLimits() {
        for ratio in [CGFloat.nan, 0, -2, .infinity] {
            // The colour's own ratio is 1 (its ideal size is 10 × 10).
            #expect(
                ViewLayoutTests.size(Color.red.aspectRatio(ratio, contentMode: .fit), 100, 60)
                    == ViewSize(width: 60, height: 60))
        }
        let huge = ViewLayoutTests.size(Color.red.aspectRatio(1e-300, contentMode: .fill), 100, 100)
        #expect(huge.width.isFinite && huge.height <= ViewLimits.dimension)
    }
}
