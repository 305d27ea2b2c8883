import TactileGestures
import TactileECS
import TactileRuntime

// Seed 003's "Gesture Breaking ScrollView": a list of rows in a scroll view, done right and done
// wrong.

/// Twenty rows in a scroll view: a tap selects a row, a swipe to the left deletes it (a drag
/// attached with `.simultaneousGesture`, so scrolling still works, the seed's fix), and so does
/// each row's Delete button.
struct ScrollingList: EntityView {
    let environment: SceneEnvironment
    @State private var rows = Array(1...20)
    @State private var selected: Set<Int> = []

    var body: some EntityView {
        ScrollView {
            VStack(spacing: 10) {
                ForEach(rows, id: \.self) { number in row(number) }
            }
            .padding(.vertical, 10)
        }
        .frame(width: 480, height: 640)
        .name("list")
    }

    func row(_ number: Int) -> EntityNode {
        RoundedRectangle(cornerRadius: 12)
            .fill(ListRow.colour(number))
            .frame(width: 440, height: 80)
            .border(selected.contains(number) ? .white : .clear, width: 4)
            .overlay(ListRow.label(number))
            .overlay(Button("Delete", role: .destructive) { delete(number) }
                .frame(width: 80, height: 40)
                .offset(x: 160)
                .name("delete-\(number)"))
            .selected(selected.contains(number))
            .onTapGesture {
                if selected.contains(number) { selected.remove(number) } else { selected.insert(number) }
            }
            .simultaneousGesture(
                DragGesture(coordinateSpace: .global)
                    .onEnded { value in
                        let swipe = value.translation
                        if abs(swipe.width) > abs(swipe.height) * 2 && swipe.width < 0 { delete(number) }
                    }
            )
            .name("row-\(number)")
    }

    func delete(_ number: Int) {
        environment.log("row-\(number)", "deleted")
        withAnimation { rows.removeAll { $0 == number } }
    }
}

/// The same list, the seed's wrong way: each row's `.gesture(DragGesture())` wins every drag
/// that starts on it, so only a drag that starts between the rows scrolls.
struct BlockedList: EntityView {
    var body: some EntityView {
        ScrollView {
            VStack(spacing: 10) {
                ForEach(1..<21) { number in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(ListRow.colour(number))
                        .frame(width: 440, height: 80)
                        .overlay(ListRow.label(number))
                        .gesture(DragGesture().onChanged { _ in })
                        .name("row-\(number)")
                }
            }
            .padding(.vertical, 10)
        }
        .frame(width: 480, height: 640)
        .name("list")
    }
}

enum ListRow {
    /// "Row k" at the row's leading side.
    static func label(_ number: Int) -> EntityNode {
        Text("Row \(number)").font(.system(size: 24, weight: .bold)).foregroundColor(.white).offset(x: -140)
    }

    /// A calm blue that steps lighter down the list, so that scrolling shows.
    static func colour(_ number: Int) -> Color {
        let step = Double((number - 1) % 10) / 10
        return Color(red: 0.20 + 0.25 * step, green: 0.40 + 0.25 * step, blue: 0.85)
    }
}
