// This file is part of ShipPlot. Copyright the ShipPlot authors. Licensed under the Apache License 2.0.
// SPDX-License-Identifier: Apache-2.0

import Cairo
import Foundation
import Testing

@testable import ShipPlot
@testable import ShipPlotCharts
@testable import ShipPlotCore
@testable import ShipPlotViews

/// The controls, styles, storage and text of whole app screens, drawn at rest as iOS draws them: measured with
/// fixed text metrics (0.6 em per character, 10-point default text) in a 400 × 300 image.
@Suite struct ScreenControlTests {
    static let rect = Rect(x: 0, y: 0, width: 400, height: 300)
    static let theme = Theme.standard(.light)

    static func commands(_ view: some View, in rect: Rect = rect) -> [DrawCommand] {
        ViewLayoutTests.renderer().render(view._node, in: rect).commands
    }

    static func fills(_ view: some View, _ color: Color, in rect: Rect = rect) -> [Rect] {
        let target = theme.resolve(color)
        return commands(view, in: rect).compactMap {
            if case .fill(let path, let c) = $0, c == target { return path.bounds } else { return nil }
        }
    }

    static func runs(_ view: some View) -> [TextRun] {
        commands(view).compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    @Test func aProgressBarFillsTheTintToItsFraction() throws {
        let bar = ProgressView(value: 30, total: 120).frame(width: 200)
        let track = try #require(Self.fills(bar, Color.gray.opacity(0.22)).first)
        let fill = try #require(Self.fills(bar, .accentColor).first)
        #expect(track.width == 200 && track.height == 4)
        #expect(fill.minX == track.minX && abs(fill.width - 50) < 0.01 && fill.height == 4)
        // Out of range is pinned, and the tint changes the fill.
        let over = ProgressView(value: 3.0).tint(.green).frame(width: 200)
        #expect(try #require(Self.fills(over, .green).first).width == 200)
        // A label above, the current value below.
        let labelled = ProgressView(value: 0.5) {
            Text("Upload")
        } currentValueLabel: {
            Text("50%")
        }.frame(width: 200)
        let runs = Self.runs(labelled)
        let upload = try #require(runs.first { $0.text == "Upload" })
        let percent = try #require(runs.first { $0.text == "50%" })
        #expect(upload.origin.y < percent.origin.y && percent.font.size == 13)
    }

    @Test func aSpinnerIsEightFadingSpokesAndANaNIsReported() throws {
        let strokes = Self.commands(ProgressView()).compactMap { command -> RGBA? in
            if case .stroke(_, _, let color) = command { return color } else { return nil }
        }
        #expect(strokes.count == 8 && strokes[0].alpha > strokes[7].alpha)
        #expect(ViewLayoutTests.size(ProgressView(), 400, 300) == ViewSize(width: 20, height: 20))
        let circular = ProgressView(value: 0.5).progressViewStyle(.circular)
        #expect(Self.commands(circular).filter { if case .stroke = $0 { true } else { false } }.count == 8)
        #expect(ProgressView(value: Double.nan)._node.box.problems.counts[ViewProblems.Kind.invalidValue.rawValue] == 1)
    }

    @Test func aGaugeFillsToTheValueInItsBounds() throws {
        let gauge = Gauge(value: 30, in: 0...120) {
            Text("Speed")
        } currentValueLabel: {
            Text("30")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("120")
        }.frame(width: 200)
        let fill = try #require(Self.fills(gauge, .accentColor).first)
        #expect(abs(fill.width - 50) < 0.01)
        let texts = Self.runs(gauge).map(\.text)
        #expect(texts.contains("Speed") && texts.contains("0") && texts.contains("120") && !texts.contains("30"))
        let ring = Gauge(value: 0.25) {
            Text("L")
        } currentValueLabel: {
            Text("25")
        }.gaugeStyle(.accessoryCircularCapacity)
        #expect(ViewLayoutTests.size(ring, 400, 300) == ViewSize(width: 58, height: 58))
        #expect(Self.runs(ring).map(\.text) == ["25"])
        let strokes = Self.commands(ring).compactMap { command -> Path? in
            if case .stroke(let path, _, let c) = command, c == Self.theme.resolve(.accentColor) { return path }
            return nil
        }
        // The filled arc is the first quarter of the ring (radius 26, inset 3), from the top clockwise; the ring is
        // centred in the image, its corner at (171, 121).
        let arc = try #require(strokes.first?.bounds)
        #expect(abs(arc.minX - (171 + 29)) < 0.5 && abs(arc.maxX - (171 + 55)) < 0.5, "\(arc)")
        #expect(abs(arc.minY - (121 + 3)) < 0.5 && abs(arc.maxY - (121 + 29)) < 0.5, "\(arc)")
    }

    @Test func buttonStylesDrawTheirLooks() throws {
        let tint = Self.theme.resolve(.accentColor)
        let plain = Self.runs(Button("Go") {}.buttonStyle(.plain)).first
        #expect(plain?.color == ViewLayoutTests.renderer().defaultColor)
        #expect(Self.runs(Button("Go") {}).first?.color == tint)
        let bordered = ZStack { Button("Go") {}.buttonStyle(.bordered) }
        let fill = try #require(Self.fills(bordered, Color.accentColor.opacity(0.15)).first)
        #expect(fill.width == 36, "12 + 2 × 12 wide")
        #expect(fill.height == 24, "10 + 2 × 7 high")
        let prominent = Button("Go") {}.buttonStyle(.borderedProminent)
        #expect(Self.fills(prominent, .accentColor).count == 1)
        #expect(Self.runs(prominent).first?.color == Self.theme.resolve(.white))
        let destructive = Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
        #expect(Self.runs(destructive).first?.color == Self.theme.resolve(.red))
        // The innermost style wins, and a custom style draws its body.
        let inner = VStack { Button("Go") {}.buttonStyle(.plain) }.buttonStyle(.borderedProminent)
        #expect(Self.fills(inner, .accentColor).isEmpty)
        #expect(Self.runs(Button("Go") {}.buttonStyle(Shouting())).map(\.text) == ["Go", "!"])
    }

    struct Shouting: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text("!")
            }
        }
    }

    struct TitleOverIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.title
                configuration.icon
            }
        }
    }

    @Test func labelStylesOfTheAppsOwnMakeTheLabel() throws {
        let label = Label("Peak", systemImage: "star.fill")
        let custom = Self.commands(label.labelStyle(TitleOverIcon()))
        let title = try #require(custom.compactMap { if case .text(let r) = $0 { r } else { nil } }.first)
        let icon = try #require(custom.compactMap { if case .fill(let p, _) = $0 { p.bounds } else { nil } }.first)
        #expect(title.origin.y < icon.minY, "the title over the icon")
        #expect(Self.runs(label.labelStyle(.iconOnly)).isEmpty)
        // A built-in style inside a custom one wins.
        let inner = VStack { label.labelStyle(.titleOnly) }.labelStyle(TitleOverIcon())
        #expect(Self.commands(inner).allSatisfy { if case .fill = $0 { false } else { true } })
    }

    static let utc = TimeZone(identifier: "UTC")!
    /// 2024-01-05 15:07:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_704_467_220)

    static func write(_ date: Date, _ style: Text.DateStyle, locale: String = "en_US") -> String {
        style.write(date, in: TextEnvironment(locale: Locale(identifier: locale), timeZone: utc, referenceDate: now))
    }

    @Test func dateStylesWriteAsSwiftUIDoesFromTheReferenceDate() {
        #expect(Self.write(Self.now, .date) == "January 5, 2024")
        #expect(Self.write(Self.now, .time) == "3:07\u{202F}PM")
        let earlier = Self.now.addingTimeInterval(-(2 * 3600 + 23 * 60 + 5))
        #expect(Self.write(earlier, .relative) == "2 hours, 23 minutes")
        #expect(Self.write(Self.now.addingTimeInterval(400 * 86_400), .relative) == "1 year, 1 month")
        #expect(Self.write(Self.now.addingTimeInterval(3 * 3600 + 10), .offset) == "+3 hours")
        #expect(Self.write(Self.now.addingTimeInterval(-95 * 86_400), .offset) == "-3 months")
        #expect(Self.write(Self.now.addingTimeInterval(-152), .timer) == "2:32")
        #expect(Self.write(Self.now.addingTimeInterval(36 * 3600 + 59 * 60 + 1), .timer) == "36:59:01")
        #expect(Self.write(Self.now, .relative) == "0 seconds")
        #expect(Self.write(earlier, .relative, locale: "de_DE") == "2 Stunden und 23 Minuten")
    }

    @Test func relativeTextCountsFromTheRenderersReferenceDate() throws {
        let view = Text(Self.now.addingTimeInterval(-3600), style: .relative)
        let renderer = ImageRenderer(content: view)
        renderer.referenceDate = Self.now
        let commands = try renderer.recordedCommands()
        #expect(commands.contains("1 hour"), "\(commands)")
    }

    struct Settings: View {
        @AppStorage("goal") var goal = 8_000
        @AppStorage("units") var units: String?
        @SceneStorage("tab") var tab = 2
        var body: some View { Text("\(goal) \(units ?? "none") \(tab)") }
    }

    @MainActor @Test func storageHoldsItsDefaultAsOnAFirstLaunch() {
        let settings = Settings()
        #expect(Self.runs(settings).map(\.text) == ["8000 none 2"])
        settings.goal = 10_000
        settings.$units.wrappedValue = "km"
        #expect(settings.goal == 10_000 && settings.units == "km")
        // Each property stands alone: a new view starts from the default again.
        #expect(Settings().goal == 8_000)
        #expect(Namespace().wrappedValue != Namespace().wrappedValue)
    }

    @Test func lazyStacksTakeTheWholeCrossLength() {
        #expect(ViewLayoutTests.size(LazyVStack { Text("hi") }, 400, 300).width == 400)
        #expect(ViewLayoutTests.size(VStack { Text("hi") }, 400, 300).width == 12)
        #expect(ViewLayoutTests.size(LazyHStack { Text("hi") }, 400, 300).height == 300)
        let leading = LazyVStack(alignment: .leading) { Text("hi") }
        #expect(ViewLayoutTests.texts(leading, in: Self.rect).first?.1 == 0)
    }

    @Test func aColumnAlignmentAlignsEveryCellOfItsColumn() {
        let grid = Grid {
            GridRow {
                Text("a").gridColumnAlignment(.leading)
                Text("b")
            }
            GridRow {
                Text("ccc")
                Text("d")
            }
        }
        let texts = ViewLayoutTests.texts(grid.frame(width: 200), in: Self.rect)
        let a = texts.first { $0.0 == "a" }?.1
        let c = texts.first { $0.0 == "ccc" }?.1
        #expect(a != nil && a == c, "\(texts)")
        let b = texts.first { $0.0 == "b" }?.1 ?? 0
        let d = texts.first { $0.0 == "d" }?.1 ?? 0
        #expect(b == d && b > 100)
    }

    @Test func aGridsAlignmentPlacesCellsInColumnsThatSetNone() {
        let grid = Grid(alignment: .leading) {
            GridRow {
                Text("a")
                Text("b").gridColumnAlignment(.trailing)
            }
            GridRow {
                Text("ccc")
                Text("ddd")
            }
        }
        let texts = ViewLayoutTests.texts(grid.frame(width: 200), in: Self.rect)
        func x(_ text: String) -> Double? { texts.first { $0.0 == text }?.1 }
        #expect(x("a") != nil && x("a") == x("ccc"), "\(texts)")
        // The column's own alignment wins: "b" ends where "ddd" does.
        #expect(abs((x("b") ?? 0) - (x("ddd") ?? 0) - 2 * 6) < 0.5, "\(texts)")
    }

    @Test func presentationsDrawThePresentingViewAlone() {
        let base = Text("screen")
        let presented = base.alert("Title", isPresented: .constant(true)) {
            Button("OK") {}
        } message: {
            Text("m")
        }
        .confirmationDialog("Pick", isPresented: .constant(true), titleVisibility: .visible) { Button("A") {} }
        .sheet(isPresented: .constant(true)) { Text("sheet") }
        .popover(isPresented: .constant(true)) { Text("popover") }
        .fullScreenCover(isPresented: .constant(true)) { Text("cover") }
        .alert(isPresented: .constant(true)) { Alert(title: Text("Old")) }
        #expect(Self.commands(presented) == Self.commands(base))
    }

    @Test func aContainerBackgroundFillsTheViewAndAShapeTrimsToItsPart() throws {
        let view = ZStack { Text("w").frame(width: 100, height: 50).containerBackground(Color.red, for: .widget) }
        #expect(Self.fills(view, .red) == [Rect(x: 150, y: 125, width: 100, height: 50)])
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(half.elements.first == .move(Point(x: 0, y: 0)) && half.lastPoint == Point(x: 10, y: 10))
        #expect(Circle().trim(from: 0.5, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        #expect(String(localized: "Wins \(3)", comment: "title") == "Wins 3")
    }

    struct Row: Identifiable {
        let id: Int
        var name: String
    }

    @Test func aForEachOverABindingBuildsARowPerElement() {
        var rows = [Row(id: 1, name: "a"), Row(id: 2, name: "b")]
        let binding = Binding(get: { rows }, set: { rows = $0 })
        let view = VStack { ForEach(binding) { $row in Text(row.name) } }
        #expect(Self.runs(view).map(\.text) == ["a", "b"])
        binding[1].name.wrappedValue = "z"
        #expect(rows[1].name == "z")
        let editable = VStack { ForEach(binding, editActions: .all) { $row in Text(row.name) } }
        #expect(Self.runs(editable).map(\.text) == ["a", "z"])
    }

    /// A 2 × 1 PNG: a red pixel beside a blue one.
    static func twoPixels() throws -> Data {
        let surface = try ImageSurface(width: 2, height: 1)
        let context = try Context(surface: surface)
        context.setSource(red: 1, green: 0, blue: 0, alpha: 1)
        context.rectangle(x: 0, y: 0, width: 1, height: 1)
        context.fill()
        context.setSource(red: 0, green: 0, blue: 1, alpha: 1)
        context.rectangle(x: 1, y: 0, width: 1, height: 1)
        context.fill()
        return try surface.cairoPNGData()
    }

    /// The red channel of the pixel at (`x`, 5).
    static func red(_ png: Data, x: Int) throws -> Int {
        let image = try ImageSurface(pngData: png)
        let bytes = image.pixelBytes()
        let p = 5 * image.stride + 4 * x
        return Int(GaussianBlur.pixelAlphaByte == 3 ? bytes[p + 2] : bytes[p + 1])
    }

    @Test func anImageWithoutInterpolationIsEnlargedPixelByPixel() throws {
        let contents = #"{ "images" : [ { "filename" : "dots.png", "idiom" : "universal" } ] }"#
        let bundle = try AssetCatalogViewTests.TestBundle([
            ("Dots.imageset/Contents.json", Data(contents.utf8)), ("Dots.imageset/dots.png", try Self.twoPixels()),
        ])
        func renderer(_ interpolation: Image.Interpolation?) -> ImageRenderer<ModifiedView> {
            let image = Image("Dots", bundle: bundle.bundle)
            let drawn = interpolation.map { image.interpolation($0) } ?? image
            return ImageRenderer(content: drawn.resizable().frame(width: 40, height: 10))
        }
        #expect(try renderer(Image.Interpolation.none).recordedCommands().hasSuffix(" nearest"))
        #expect(try !renderer(.high).recordedCommands().contains("nearest"))
        // Nearest: the left half all red up to the middle; smooth: blended towards blue there.
        let crisp = try renderer(Image.Interpolation.none).pngData()
        #expect(try Self.red(crisp, x: 19) == 255 && Self.red(crisp, x: 20) == 0)
        let smooth = try renderer(nil).pngData()
        #expect(try Self.red(smooth, x: 19) < 255 && Self.red(smooth, x: 19) > 0)
    }

    @Test func formControlsDrawTheirValuesAtRest() throws {
        let picker = DatePicker("Date", selection: .constant(Self.now), displayedComponents: .date)
        let pills = Self.runs(picker.environment(\.timeZone, Self.utc)).map(\.text)
        #expect(pills == ["Date", "Jan 5, 2024"], "\(pills)")
        let both = Self.runs(DatePicker("At", selection: .constant(Self.now))).map(\.text)
        #expect(both.count == 3 && both[0] == "At", "\(both)")
        let empty = try #require(Self.runs(TextField("Name", text: .constant(""))).first)
        #expect(empty.text == "Name" && empty.color == Self.theme.resolve(Color.primary.opacity(0.3)))
        #expect(Self.runs(TextField("Name", text: .constant("Ann"))).map(\.text) == ["Ann"])
        #expect(Self.runs(SecureField("Password", text: .constant("abc"))).map(\.text) == ["•••"])
        let formatted = TextField("Steps", value: .constant(1234), formatter: NumberFormatter())
        #expect(Self.runs(formatted).map(\.text) == ["1234"])
        let share = Self.runs(ShareLink(item: URL(fileURLWithPath: "/tmp/x")))
        #expect(share.map(\.text) == ["Share"] && share.first?.color == Self.theme.resolve(.accentColor))
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test func anEditButtonIsEditInTheTint() throws {
        let edit = Self.runs(EditButton())
        #expect(edit.map(\.text) == ["Edit"] && edit.first?.color == Self.theme.resolve(.accentColor))
    }

    /// UIKit's bar appearances compile as apps set them at launch and keep their values; nothing drawn reads
    /// them, so one view renders the same before and after.
    @MainActor @Test func barAppearancesAreKeptAndChangeNothingDrawn() {
        let screen = NavigationStack { List { Text("row") }.navigationTitle("Workouts") }
        let before = Self.commands(screen)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(Color.blue)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let buttons = UIBarButtonItemAppearance()
        buttons.normal.titleTextAttributes = [.foregroundColor: UIColor(Color.yellow)]
        appearance.buttonAppearance = buttons
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().tintColor = .white
        let tabs = UITabBarAppearance()
        tabs.configureWithTransparentBackground()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemRed
        UITabBar.appearance().standardAppearance = tabs
        #expect(UINavigationBar.appearance().scrollEdgeAppearance === appearance)
        #expect(UINavigationBar.appearance().standardAppearance.backgroundColor?.color == .blue)
        #expect(UITabBar.appearance().standardAppearance.stackedLayoutAppearance.selected.iconColor != nil)
        #expect(Self.commands(screen) == before)
    }

    @Test func aTabsBadgeIsDrawnOnItsIcon() throws {
        let tabs = TabView {
            Text("inbox").tabItem { Label("Inbox", systemImage: "house") }.badge(3)
            Text("sent").tabItem { Label("Sent", systemImage: "clock") }.badge(0)
        }
        let runs = Self.runs(tabs)
        let badge = try #require(runs.first { $0.text == "3" })
        #expect(badge.font.size == 13 && badge.color == Self.theme.resolve(.white))
        #expect(!runs.contains { $0.text == "0" })
        #expect(Self.fills(tabs, .red).count == 1)
    }

    @Test func rowsAreRemovedAndMovedByOffset() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        var moved = ["a", "b", "c", "d", "e"]
        moved.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
        #expect(moved == ["c", "d", "a", "b", "e"])
        moved.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(moved == ["e", "c", "d", "a", "b"])
        let rows = VStack { ForEach(letters, id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in } }
        #expect(Self.runs(rows).map(\.text) == ["a", "c", "e"])
    }

    @Test func aSliderFillsTheTintToItsThumb() throws {
        let slider = Slider(value: .constant(0.75), in: 0.5...1.5, step: 0.25).frame(width: 227)
        let track = try #require(Self.fills(slider, Color.gray.opacity(0.22)).first)
        let fill = try #require(Self.fills(slider, .accentColor).first)
        let thumb = try #require(Self.fills(slider, .white).first)
        // The thumb's centre runs from 13.5 to 213.5 points into the track: a quarter of the way is 63.5.
        #expect(track.width == 227 && track.height == 4 && fill.minX == track.minX && fill.height == 4)
        #expect(abs(thumb.midX - track.minX - 63.5) < 0.01 && thumb.width == 27 && abs(fill.maxX - thumb.midX) < 0.01)
        // The value labels sit at the ends; the slider's own label is not drawn, as on iOS.
        let labelled = Slider(value: .constant(2.0), in: 0...1) {
            Text("Rate")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("1")
        }.tint(.green).frame(width: 300)
        let texts = Self.runs(labelled).map(\.text)
        #expect(texts == ["0", "1"])
        let full = try #require(Self.fills(labelled, .green).first)
        let thumb2 = try #require(Self.fills(labelled, .white).first)
        let ends = Self.runs(labelled).map(\.origin.x)
        #expect(full.minX > ends[0] && abs(full.maxX - thumb2.midX) < 0.01)
        #expect(
            Slider(value: .constant(Double.nan))._node.box.problems.counts[ViewProblems.Kind.invalidValue.rawValue] == 1
        )
    }

    @Test func hiddenLabelsLeaveTheControlAlone() throws {
        // A switch between two words, as a settings row writes it: the switch at its own 51-point width.
        let row = HStack(spacing: 12) {
            Text("%")
            Toggle("", isOn: .constant(true)).labelsHidden()
            Text("Dollar")
        }
        let runs = Self.runs(row)
        let percent = try #require(runs.first { $0.text == "%" }),
            dollar = try #require(runs.first { $0.text == "Dollar" })
        let track = try #require(Self.fills(row, .green).first)
        #expect(track.width == 51 && abs(track.minX - percent.origin.x - 6 - 12) < 0.01)
        #expect(abs(dollar.origin.x - track.maxX - 12) < 0.01)
        // Shown, the label and a flexible space push the switch to the trailing edge.
        let shown = Toggle("Alerts", isOn: .constant(true))
        #expect(try #require(Self.fills(shown, .green).first).maxX == 400)
        #expect(Self.runs(shown).map(\.text) == ["Alerts"])
        // A stepper and a date picker lose their labels too.
        #expect(Self.runs(Stepper("Count", value: .constant(1)).labelsHidden()).map(\.text) == ["−", "+"])
        let day = DatePicker("When", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date)
        #expect(!Self.runs(day.labelsHidden()).map(\.text).contains("When"))
        #expect(Self.runs(day).map(\.text).contains("When"))
    }

    @Test func containerRelativeFramesMeasureFromTheNearestScrollViewOrTheImage() throws {
        // Three cards to a screen in a horizontal scroll view, as a paging stats screen writes them.
        let row = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<4, id: \.self) { _ in
                    Rectangle().fill(Color.red).containerRelativeFrame(.horizontal, count: 3, spacing: 0)
                }
            }
        }
        let cards = Self.fills(row, .red)
        #expect(cards.count == 4 && cards.allSatisfy { abs($0.width - 400.0 / 3) < 0.001 })
        // The nearest scroll view is the container: in one 300 points wide (a padded list row), three fit it.
        let narrow = Self.fills(row.frame(width: 300), .red)
        #expect(narrow.count == 4 && narrow.allSatisfy { $0.width == 100 } && narrow[0].minX == 50)
        // Two of three columns with 10 points between them span both columns and the gap between.
        let wide = Rectangle().fill(Color.red).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        #expect(abs(try #require(Self.fills(wide, .red).first).width - (380.0 / 3 * 2 + 10)) < 0.001)
        // The closure form, on both axes: the whole width, half the height, centred.
        let half = Rectangle().fill(Color.blue).containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .vertical ? length / 2 : length
        }
        let box = try #require(Self.fills(half, .blue).first)
        #expect(box.width == 400 && box.height == 150 && box.minY == 75)
    }
}
