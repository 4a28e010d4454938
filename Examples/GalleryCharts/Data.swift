// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Fixed data for the gallery: dates in UTC, values from a small deterministic hash, nothing random.
public enum GalleryData {
    /// Gregorian, UTC, weeks from Monday: the calendar every gallery chart renders with.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.firstWeekday = 2
        return calendar
    }()

    static func day(_ y: Int, _ m: Int, _ d: Int, hour: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: y, month: m, day: d, hour: hour))!
    }

    /// A value in [0, 1) fixed by `i` (the peers' `h01`).
    static func h01(_ i: Int) -> Double {
        let v = sin(Double(i) * 12.9898) * 43758.5453
        return v - v.rounded(.down)
    }

    static let steps = ["Screenshots", "Metadata", "Keywords", "Final QA"]

    struct DayTotal: Identifiable {
        let date: Date
        let total: Int
        var id: Date { date }
    }

    static let week = [3, 5, 0, 2, 7, 4, 6].enumerated().map { DayTotal(date: day(2026, 11, 22 + $0), total: $1) }

    struct StepCount: Identifiable {
        let date: Date
        let step: String
        let count: Int
        var id: String { "\(date.timeIntervalSince1970)\(step)" }
    }

    static let stepDays: [StepCount] = (0..<14).flatMap { d in
        steps.enumerated().compactMap { s, step -> StepCount? in
            let count = Int(h01(d * 4 + s) * 4)
            return count == 0 ? nil : StepCount(date: day(2026, 11, 15 + d), step: step, count: count)
        }
    }

    struct Sale: Identifiable {
        let product: String
        let quarter: String
        let revenue: Double
        var id: String { product + quarter }
    }

    static let sales: [Sale] = ["iPhone", "iPad", "Mac", "Watch"].enumerated().flatMap { p, product in
        ["Q1", "Q2", "Q3"].enumerated().map { q, quarter in
            Sale(product: product, quarter: quarter, revenue: (20 + h01(p * 3 + q + 40) * 80).rounded())
        }
    }

    struct Balance: Identifiable {
        let month: String
        let kind: String
        let amount: Double
        var id: String { month + kind }
    }

    static let balances: [Balance] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"].enumerated().flatMap { m, month in
        [
            Balance(month: month, kind: "Income", amount: (30 + h01(m + 60) * 40).rounded()),
            Balance(month: month, kind: "Spending", amount: -(20 + h01(m + 70) * 45).rounded()),
        ]
    }

    struct Job: Identifiable {
        let name: String
        let start: Date
        let end: Date
        var id: String { name }
    }

    static let jobs = [
        Job(name: "Screenshots", start: day(2026, 11, 2), end: day(2026, 11, 9)),
        Job(name: "Metadata", start: day(2026, 11, 6), end: day(2026, 11, 12)),
        Job(name: "Keywords", start: day(2026, 11, 10), end: day(2026, 11, 14)),
        Job(name: "Final QA", start: day(2026, 11, 14), end: day(2026, 11, 18)),
    ]

    struct Range: Identifiable {
        let month: String
        let low: Double
        let high: Double
        var id: String { month }
    }

    static let temperatures = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        .enumerated().map { m, month in
            let mid = 12 - 10 * cos(Double(m) / 11 * 2 * Double.pi)
            return Range(
                month: month, low: (mid - 4 - h01(m) * 3).rounded(), high: (mid + 4 + h01(m + 20) * 3).rounded())
        }

    struct Point2: Identifiable {
        let x: Double
        let y: Double
        let group: String
        var id: String { "\(x)-\(y)-\(group)" }
    }

    static let scatter: [Point2] = (0..<48).map { i in
        let group = ["Adelie", "Gentoo", "Chinstrap", "Emperor", "King", "Rockhopper", "Macaroni", "Little"][i % 8]
        return Point2(x: 32 + h01(i) * 24 + Double(i % 8), y: 13 + h01(i + 100) * 8, group: group)
    }

    struct Reading: Identifiable {
        let t: Double
        let value: Double
        let series: String
        var id: String { "\(series)\(t)" }
    }

    static let readings: [Reading] = ["iOS", "macOS", "watchOS"].enumerated().flatMap { k, series in
        (0..<10).map { i in Reading(t: Double(i), value: 10 + Double(k) * 6 + h01(i + k * 10) * 12, series: series) }
    }

    struct Cell: Identifiable {
        let weekday: String
        let hour: String
        let count: Double
        var id: String { weekday + hour }
    }

    static let heat: [Cell] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].enumerated().flatMap { d, weekday in
        ["9", "11", "13", "15", "17"].enumerated().map { h, hour in
            Cell(weekday: weekday, hour: hour, count: (h01(d * 5 + h) * 10 * (d < 5 ? 1 : 0.3)).rounded())
        }
    }

    struct Share: Identifiable {
        let name: String
        let value: Double
        var id: String { name }
    }

    static let shares = [
        Share(name: "Screenshots", value: 42), Share(name: "Metadata", value: 23),
        Share(name: "Keywords", value: 19), Share(name: "Final QA", value: 16),
    ]

    struct Timed: Identifiable {
        let date: Date
        let value: Double
        var id: Date { date }
    }

    /// Hourly values over two days.
    static let hourly: [Timed] = (0..<48).map {
        Timed(
            date: day(2026, 11, 27, hour: 0).addingTimeInterval(Double($0) * 3600),
            value: 5 + 4 * sin(Double($0) / 24 * 2 * Double.pi) + h01($0) * 2)
    }
    /// Daily values over a quarter.
    static let daily: [Timed] = (0..<120).map {
        Timed(
            date: day(2026, 8, 1).addingTimeInterval(Double($0) * 86_400),
            value: 20 + 10 * sin(Double($0) / 14) + h01($0) * 6)
    }
    /// Monthly values over two years.
    static let monthly: [Timed] = (0..<24).map {
        Timed(
            date: calendar.date(byAdding: .month, value: $0, to: day(2025, 1, 1))!,
            value: 40 + Double($0) * 2 + h01($0) * 15)
    }
    /// Yearly values over fifteen years.
    static let yearly: [Timed] = (0..<15).map { Timed(date: day(2012 + $0, 1, 1), value: 100 * pow(1.25, Double($0))) }

    struct Sample {
        let x: Double
        let y: Double
    }

    /// A random walk, for vectorized plots.
    static func walk(_ count: Int) -> [Sample] {
        var y = 0.0
        return (0..<count).map { i in
            y += h01(i) - 0.5
            return Sample(x: Double(i), y: y)
        }
    }

    struct Downloads: Identifiable {
        let country: String
        let count: Double
        var id: String { country }
    }

    static let countries = [
        Downloads(country: "United States of America", count: 920),
        Downloads(country: "United Kingdom of Great Britain", count: 410),
        Downloads(country: "Germany", count: 380), Downloads(country: "Japan", count: 350),
        Downloads(country: "Republic of Korea", count: 210), Downloads(country: "Brazil", count: 190),
        Downloads(country: "France", count: 170), Downloads(country: "Netherlands", count: 120),
        Downloads(country: "Australia", count: 110), Downloads(country: "Switzerland", count: 90),
        Downloads(country: "Democratic Republic of the Congo", count: 40), Downloads(country: "Canada", count: 150),
    ]
}
