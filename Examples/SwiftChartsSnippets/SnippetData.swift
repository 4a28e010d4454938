// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The data behind the Swift Charts snippets: small, fixed, dates in UTC, nothing random.

struct Sale: Identifiable {
    let date: Date
    let count: Int
    let kind: String
    let product: String
    let price: Double
    let type: String
    var id: String { "\(date.timeIntervalSince1970)-\(kind)-\(product)-\(type)" }
}

struct Item: Identifiable {
    let t: Double
    let v: Double
    var id: Double { t }
}

struct Row {
    let name: String
    let sales: Double
}

struct Job: Identifiable {
    let job: String
    let start: Date
    let end: Date
    var id: String { job }
}

struct Penguin: Identifiable {
    let l: Double
    let w: Double
    let family: String
    var id: String { "\(l)-\(w)" }
}

struct Cell: Identifiable {
    let x: String
    let y: String
    let n: Double
    var id: String { x + y }
}

struct Series: Identifiable {
    let name: String
    let points: [Item]
    var id: String { name }
}

struct Monthly: Identifiable {
    let m: String
    let v: Int
    var id: String { m }
}

struct Sample {
    let x: Double
    let y: Double
}

enum Data9 {
    static let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()
    static func day(_ d: Int) -> Date { calendar.date(from: DateComponents(year: 2026, month: 11, day: d))! }
    static let sales: [Sale] = (0..<12).map { i in
        Sale(
            date: day(1 + i / 2), count: 2 + (i * 7) % 5, kind: i % 2 == 0 ? "A" : "B",
            product: ["Pro", "Max", "Mini"][i % 3],
            price: Double(100 + (i * 37) % 90), type: i % 2 == 0 ? "New" : "Used")
    }
    static let items: [Item] = (0..<10).map { Item(t: Double($0), v: 50 + 40 * sin(Double($0) / 2)) }
    static let rows = [
        Row(name: "Screenshots", sales: 40), Row(name: "Metadata", sales: 25), Row(name: "Keywords", sales: 20),
        Row(name: "Final QA", sales: 15),
    ]
    static let jobs = [
        Job(job: "Design", start: day(2), end: day(6)), Job(job: "Build", start: day(5), end: day(14)),
        Job(job: "Review", start: day(13), end: day(18)),
    ]
    static let penguins: [Penguin] = (0..<24).map { i in
        Penguin(
            l: 35 + Double((i * 13) % 20), w: 14 + Double((i * 7) % 8),
            family: ["Adelie", "Gentoo", "Chinstrap"][i % 3])
    }
    static let cells: [Cell] = ["Mon", "Tue", "Wed", "Thu", "Fri"].enumerated().flatMap { i, x in
        ["Screenshots", "Metadata", "Keywords"].enumerated().map { j, y in
            Cell(x: x, y: y, n: Double((i * 7 + j * 5) % 10))
        }
    }
    static let series = ["iOS", "macOS"].enumerated().map { k, name in
        Series(name: name, points: (0..<8).map { Item(t: Double($0), v: Double(10 + k * 5 + ($0 * (3 + k)) % 9)) })
    }
    static let monthly = ["Jan", "Feb", "Mar", "Apr"].enumerated().map { Monthly(m: $1, v: [12, 30, 22, 41][$0]) }
    static let samples = stride(from: -9.0, through: 9.0, by: 0.5).map { Sample(x: $0, y: sin($0) + 0.1 * $0) }
}
