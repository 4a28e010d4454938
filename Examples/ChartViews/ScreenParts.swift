// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Foundation
import ShipPlot

/// A list whose rows set their own separators, insets and backgrounds, with dates written in `Text`'s date
/// styles, as a workout log writes them.
public struct WorkoutLogList: View {
    /// The moment the log is read at (the renderer's reference date, which the relative styles count from).
    static let now = Samples.drawnAt
    let started = now.addingTimeInterval(-(2 * 3_600 + 23 * 60))

    public init() {}

    public var body: some View {
        List {
            Section("Last workout") {
                row("Date") { Text(Self.now, style: .date) }
                row("Started") { Text(started, style: .relative) }
                row("Since then") { Text(started, style: .offset) }
                    .listRowSeparator(.hidden, edges: .bottom)
                row("Timer") { Text(started, style: .timer).monospacedDigit() }
            }
            Section("Goal") {
                HStack {
                    Image(systemName: "flame.fill").foregroundStyle(.orange)
                    Text("Move ring closed")
                }
                .listRowBackground(Color.orange.opacity(0.15))
                Text("Inset by 40 points")
                    .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 16))
                Text("Tinted separator above")
                    .listRowSeparatorTint(.orange, edges: .top)
            }
        }
        .frame(width: 390, height: 520)
    }

    /// A row of a title and its value trailing in secondary text.
    private func row(_ title: String, value: () -> Text) -> some View {
        HStack {
            Text(title)
            Spacer()
            value().foregroundStyle(.secondary)
        }
    }
}

/// A label that stacks its icon above its title, as a tile style of the app's own.
struct TileLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon.font(.title2).foregroundStyle(.tint)
            configuration.title.font(.caption)
        }
    }
}

/// A tab view written with `Tab` and a selection, its selected tab a navigation stack with a coloured bar: a
/// grid with a trailing column, lazy stacks in a scroll view reader, a label style of the app's own, and the
/// alert, sheet and dialogs it presents on a tap, which a screenshot before the tap does not show.
public struct ActivityTabsWithParts: View {
    @State private var tab = "Summary"
    @State private var showsAlert = false
    @State private var showsSheet = false
    @Namespace private var namespace

    public init() {}

    public var body: some View {
        TabView(selection: $tab) {
            Tab("Summary", systemImage: "heart", value: "Summary") { summary }
            Tab("Sharing", systemImage: "person.2", value: "Sharing") { Text("Sharing") }
            Tab("Settings", systemImage: "gearshape", value: "Settings") { Text("Settings") }
        }
        .frame(width: 393, height: 700)
    }

    private var summary: some View {
        NavigationStack {
            ScrollViewReader { _ in
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        LazyHStack(spacing: 12) {
                            Label("Walk", systemImage: "figure.walk")
                            Label("Run", systemImage: "figure.run")
                            Label("Cycle", systemImage: "bicycle")
                        }
                        .labelStyle(TileLabelStyle())
                        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
                            GridRow {
                                Text("Day").font(.headline)
                                Text("Steps").font(.headline).gridColumnAlignment(.trailing)
                            }
                            ForEach(Samples.week.prefix(3)) { day in
                                GridRow {
                                    Text(day.date, format: .dateTime.weekday(.wide))
                                    Text(day.steps, format: .number)
                                }
                            }
                        }
                        LazyVStack(alignment: .leading, spacing: 8) {
                            ForEach(Samples.week.suffix(3)) { day in
                                Text("\(Int(day.steps)) steps").matchedGeometryEffect(id: day.id, in: namespace)
                            }
                        }
                        WeekCard(title: "This week")
                    }
                    .padding()
                }
            }
            .navigationTitle("Summary")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.blue.opacity(0.2), for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .alert("Goal reached", isPresented: $showsAlert) { Button("OK") {} }
            .confirmationDialog("Share summary?", isPresented: $showsSheet) { Button("Share") {} }
            .sheet(isPresented: $showsSheet) { Text("Details") }
            .popover(isPresented: $showsSheet) { Text("Tip") }
            .fullScreenCover(isPresented: $showsSheet) { Text("Workout") }
        }
    }
}

/// A budget screen's settings: sliders with their end labels, a switch between two words with its label hidden,
/// category symbols in a row, a palette of UIKit dynamic colours, and summary cards three to a screen.
public struct BudgetSettings: View {
    @State private var rate = 0.04
    @State private var years = 30.0
    @State private var showsDollars = true

    /// Colours an app writes with UIKit's dynamic provider, darker for light mode and lighter for dark.
    static let spend = Color(
        uiColor: UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 1, green: 0.62, blue: 0.4, alpha: 1) : UIColor(red: 0.8, green: 0.3, blue: 0.1, alpha: 1)
        })

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section("Plan") {
                    VStack(alignment: .leading) {
                        Text("Withdrawal rate: \(rate, format: .percent)")
                        Slider(value: $rate, in: 0.025...0.06, step: 0.005)
                    }
                    Slider(value: $years, in: 5...50, step: 1) {
                        Text("Years")
                    } minimumValueLabel: {
                        Text("5")
                    } maximumValueLabel: {
                        Text("50")
                    }
                    HStack {
                        Text("Show gains as").foregroundStyle(.secondary)
                        Spacer()
                        Text("%")
                        Toggle("", isOn: $showsDollars).labelsHidden()
                        Text("Dollar")
                    }
                }
                Section("Categories") {
                    HStack(spacing: 18) {
                        ForEach(
                            ["fork.knife", "tv.fill", "book.fill", "airplane", "dumbbell", "clock.fill"], id: \.self
                        ) {
                            Image(systemName: $0).foregroundStyle(Self.spend)
                        }
                    }
                }
                Section("By month") {
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(Samples.week.prefix(3)) { day in
                                VStack {
                                    Image(systemName: "chart.bar.xaxis")
                                    Text(day.steps, format: .number)
                                }
                                .containerRelativeFrame(.horizontal, count: 3, spacing: 0)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Budget")
        }
        .frame(width: 393, height: 640)
    }
}

/// A log screen in the app's own colours, as fitness apps paint theirs: a list with its background hidden on a
/// brand colour (pale blue, navy in the dark) that shows under the large title; a fortnight's bars whose day
/// labels are views, too many to fit, left out greedily; a highlighted row whose detail line is the second level
/// of its white; and a summary card on the regular material.
public struct BrandedLog: View {
    static let brand = Color(
        uiColor: UIColor {
            $0.userInterfaceStyle == .dark
                ? UIColor(red: 0.05, green: 0.11, blue: 0.21, alpha: 1)
                : UIColor(red: 0.87, green: 0.92, blue: 0.99, alpha: 1)
        })

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section("Steps") {
                    Chart(Samples.days) { day in
                        BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                    }
                    .chartXAxis {
                        AxisMarks(values: .stride(by: .day)) { value in
                            if let date = value.as(Date.self) {
                                AxisValueLabel(collisionResolution: .greedy()) {
                                    Text(date, format: .dateTime.month(.abbreviated).day())
                                        .font(.caption2).padding(.top, 4)
                                }
                            }
                        }
                    }
                    .frame(height: 160)
                }
                Section("Streak") {
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Longest streak").font(.headline)
                        Text("5 days, ending Nov 15").font(.subheadline).foregroundStyle(.secondary)
                    }
                    .foregroundStyle(.white)
                    .listRowBackground(Color.indigo)
                }
                Text("Goal met on 9 of 14 days")
                    .padding()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                    .listRowBackground(Color.clear)
                    .listRowInsets(EdgeInsets())
            }
            .navigationTitle("Log")
            .scrollContentBackground(.hidden)
            .background(Self.brand)
        }
        .frame(width: 393, height: 640)
    }
}

/// A filter screen's pickers in each style, as iOS draws them before a tap — a menu row, a segmented bar above the
/// chart, a navigation-link row, inline rows with a check, a wheel — and the text decorations a summary uses: a
/// tracked caption, a struck-out old value, an underlined link, a raised unit.
public struct PickerStylesScreen: View {
    @State private var range = "W"
    @State private var metric = "Steps"
    @State private var sort = 1
    @State private var unit = "km"
    @State private var hour = 7

    public init() {}

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    Picker("Range", selection: $range) {
                        Text("Week").tag("W")
                        Text("Month").tag("M")
                        Text("Year").tag("Y")
                    }
                    .pickerStyle(.segmented)
                    Chart(Samples.week) {
                        BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                    }
                    .frame(height: 90)
                    Picker("Metric", selection: $metric) {
                        ForEach(["Steps", "Distance", "Floors"], id: \.self) { Text($0) }
                    }
                    Picker("Sort by", selection: $sort) {
                        Text("Date").tag(0)
                        Text("Steps").tag(1)
                    }
                    .pickerStyle(.navigationLink)
                } header: {
                    Text("Summary").tracking(1.5)
                }
                Section("Units") {
                    Picker("Units", selection: $unit) {
                        Text("Kilometres").tag("km")
                        Text("Miles").tag("mi")
                    }
                    .pickerStyle(.inline)
                }
                Section {
                    HStack(alignment: .firstTextBaseline, spacing: 6) {
                        Text("9,120").strikethrough(color: .secondary).foregroundStyle(.secondary)
                        Text("10,480").bold()
                        Text("steps").font(.caption).baselineOffset(4)
                        Spacer()
                        Text("Details").underline().foregroundStyle(.tint)
                    }
                    Picker("Reminder", selection: $hour) {
                        ForEach(5..<11) { Text("\($0):00").tag($0) }
                    }
                    .pickerStyle(.wheel)
                }
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Picker("Show", selection: $metric) {
                        Text("Steps").tag("Steps")
                        Text("Distance").tag("Distance")
                    }
                }
            }
        }
        .frame(width: 393, height: 852)
    }
}

/// A workout log as iOS 26 apps write it: a searchable list under its large title, toggles in the switch and
/// button styles with their tints, a link, and Liquid Glass buttons over a chart.
public struct SearchableGlassLog: View {
    @State private var search = ""
    @State private var reminders = true
    @State private var metric = false

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    Chart(Samples.week) {
                        AreaMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                            .foregroundStyle(.teal.gradient)
                    }
                    .frame(height: 110)
                    .overlay(alignment: .topTrailing) {
                        HStack {
                            Button("Pause") {}.buttonStyle(.glass)
                            Button("Finish") {}.buttonStyle(.glassProminent)
                        }
                    }
                }
                Section("Settings") {
                    Toggle("Reminders", isOn: $reminders).toggleStyle(SwitchToggleStyle(tint: .teal))
                    Toggle("Metric units", isOn: $metric)
                    HStack {
                        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
                        Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
                    }
                    Link("Training guide", destination: URL(string: "https://example.com/guide")!)
                }
            }
            .navigationTitle("Workouts")
            .searchable(text: $search, prompt: "Search exercises")
        }
        .frame(width: 393, height: 700)
    }
}

/// A summary card whose rings are drawn in a `Canvas`, as activity apps draw theirs: tracks and round-capped arcs
/// stroked with a gradient, the context moved to the centre and turned so arcs start at twelve o'clock, a ticked
/// dial clipped to a circle, the percentage drawn as text; beside it, the week's chart.
public struct CanvasRingsCard: View {
    private let rings: [(fraction: Double, color: Color)] = [(0.82, .pink), (0.64, .green), (0.45, .cyan)]

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Activity").font(.headline)
            HStack(spacing: 16) {
                Canvas { context, size in
                    let center = CGPoint(x: size.width / 2, y: size.height / 2)
                    var turned = context
                    turned.translateBy(x: center.x, y: center.y)
                    turned.rotate(by: .degrees(-90))
                    for (index, ring) in rings.enumerated() {
                        let radius = min(size.width, size.height) / 2 - 8 - CGFloat(index) * 15
                        let track = Path(
                            ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
                        turned.stroke(track, with: .color(ring.color.opacity(0.2)), lineWidth: 12)
                        let arc = Path {
                            $0.addArc(
                                center: .zero, radius: radius, startAngle: .zero,
                                endAngle: .degrees(360 * ring.fraction), clockwise: false)
                        }
                        turned.stroke(
                            arc,
                            with: .linearGradient(
                                Gradient(colors: [ring.color.opacity(0.6), ring.color]),
                                startPoint: CGPoint(x: radius, y: 0), endPoint: CGPoint(x: -radius, y: 0)),
                            style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    }
                    var dial = context
                    dial.clip(to: Path(ellipseIn: CGRect(x: center.x - 15, y: center.y - 15, width: 30, height: 30)))
                    dial.fill(Path(CGRect(origin: .zero, size: size)), with: .style(.quaternary))
                    context.draw(Text("82%").font(.caption.bold()), at: center)
                }
                .frame(width: 120, height: 120)
                Chart(Samples.week) {
                    BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                        .foregroundStyle(.pink.gradient)
                }
                .frame(height: 120)
            }
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .padding()
        .background(Color(.systemGroupedBackground))
        .frame(width: 393, height: 220)
    }
}
