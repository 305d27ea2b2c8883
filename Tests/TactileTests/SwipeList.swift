import Tactile

/// One row of the list.
struct Item: Identifiable {
    let id: Int
}

/// Seed 003's fix for "Gesture Conflicts with ScrollView": the drag is attached with
/// `.simultaneousGesture`, so the list scrolls and horizontal swipes still reach the rows.
struct SwipeList: EntityView {
    let items = (1...30).map(Item.init)
    @State private var swiped: [Int] = []

    var body: some EntityView {
        ScrollView {
            ForEach(items) { item in
                ItemView(item)
                    .simultaneousGesture( // Allows both scroll and drag
                        DragGesture()
                            .onChanged { value in
                                // Only trigger if horizontal swipe
                                if abs(value.translation.width) > abs(value.translation.height) {
                                    handleSwipe(value, of: item)
                                }
                            }
                    )
            }
        }
        .frame(width: 400, height: 600)
        .name("list")
    }

    func ItemView(_ item: Item) -> some EntityView {
        RoundedRectangle(cornerRadius: 8)
            .fill(swiped.contains(item.id) ? .orange : .blue)
            .frame(width: 360, height: 60)
            .name("item-\(item.id)")
    }

    func handleSwipe(_ value: DragGesture.Value, of item: Item) {
        if !swiped.contains(item.id) { swiped.append(item.id) }
    }
}
