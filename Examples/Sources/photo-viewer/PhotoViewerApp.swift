import PhotoViewer
import Tactile

@main
struct PhotoViewerApp: App {
    var body: some EntityView { PhotoViewer() }
    var options: RunOptions { RunOptions(title: "Photo viewer") }
}
