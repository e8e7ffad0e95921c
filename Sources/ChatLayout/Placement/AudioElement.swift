import ChatGeometry
import ChatModel

/// The inside of a voice-message bubble: a round play button, a waveform of rounded bars and the duration.
/// Frames and offsets are relative to the element's origin; the bubble is a separate `bubble` element.
package struct AudioElement: Sendable, Equatable {
    /// A seek thumb: a disc on the waveform, relative to the element's origin.
    package struct Thumb: Sendable, Equatable {
        package var frame: Rect
        package var color: Color
    }


    /// The play button's circle and the colours of the circle and its triangle.
    package var buttonFrame: Rect
    package var buttonColor: Color
    package var glyphColor: Color
    /// False: the triangle alone in `glyphColor`, no disc (WhatsApp).
    package var buttonDisc = true
    /// The seek thumb, if the theme draws one.
    package var thumb: Thumb?
    /// The waveform's frame; bars are `barWidth` wide, `barSpacing` apart, vertically centred, each
    /// `height × waveformFrame.height` tall.
    package var waveformFrame: Rect
    package var bars: [Double]
    package var barWidth: Double
    package var barSpacing: Double
    package var barColor: Color
    /// "0:42".
    package var duration: TextElement
    package var durationOffset: Point

    /// A voice message's content.
    package init(buttonFrame: Rect, buttonColor: Color, glyphColor: Color, waveformFrame: Rect, bars: [Double], barWidth: Double,
                barSpacing: Double, barColor: Color, duration: TextElement, durationOffset: Point) {
        self.buttonFrame = buttonFrame
        self.buttonColor = buttonColor
        self.glyphColor = glyphColor
        self.waveformFrame = waveformFrame
        self.bars = bars
        self.barWidth = barWidth
        self.barSpacing = barSpacing
        self.barColor = barColor
        self.duration = duration
        self.durationOffset = durationOffset
    }

    /// Bar `index`'s rectangle, relative to the element's origin (at least as tall as it is wide).
    package func barFrame(_ index: Int) -> Rect {
        let height = max(barWidth, bars[index] * waveformFrame.height)
        return Rect(x: waveformFrame.minX + Double(index) * (barWidth + barSpacing), y: waveformFrame.midY - height / 2,
                    width: barWidth, height: height)
    }
}
