extension GraphicsContext {
    /// A filter applied to later drawing, as SwiftUI's `GraphicsContext.Filter`.
    ///
    /// Left out: `alphaThreshold` (no thresholding stage in the raster backend) and the Metal
    /// shader filters (`colorShader`, `distortionShader`, `layerShader`), which run shader
    /// code that cannot run here.
    public struct Filter: Sendable {
        enum Storage: Sendable {
            case shadow(Color, CGFloat, CGFloat, CGFloat, BlendMode, ShadowOptions)
            case blur(CGFloat, BlurOptions)
            case matrix(RowRasterDisplay.ColorMatrix)
            case colorMultiply(Color)
            case projection(ProjectionTransform)
        }

        let storage: Storage

        /// A shadow of each later drawing (radius is the blur's size, as a view's `shadow`),
        /// composited with `blendMode`; `options` put it above the drawing, draw it alone, or
        /// cast it from the drawing's inverted coverage.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(storage: .shadow(color, radius, x, y, blendMode, options))
        }

        /// Blurs each later drawing; `.opaque` keeps its edges opaque.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(storage: .blur(radius, options))
        }

        /// Transforms the colours of each later drawing by `matrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(storage: .matrix(matrix.displayMatrix)) }
        /// Adds `amount` to each colour channel.
        public static func brightness(_ amount: Double) -> Filter { Filter(storage: .matrix(ColorEffects.brightness(amount))) }
        /// Scales each colour channel's distance from mid grey by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter(storage: .matrix(ColorEffects.contrast(amount))) }
        /// Scales the colours' saturation by `amount` (0 is grey).
        public static func saturation(_ amount: Double) -> Filter { Filter(storage: .matrix(ColorEffects.saturation(amount))) }
        /// Takes the colours `amount` (0…1) of the way to grey.
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(storage: .matrix(ColorEffects.saturation(1 - min(1, max(0, amount)))))
        }
        /// Multiplies each colour by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(storage: .colorMultiply(color)) }
        /// Rotates the colours' hue by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(storage: .matrix(ColorEffects.hueRotation(angle))) }
        /// Moves each colour channel `amount` (0…1) of the way to its complement.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(storage: .matrix(ColorEffects.invert(amount))) }
        /// Black with the luminance of each colour as its alpha.
        public static var luminanceToAlpha: Filter { Filter(storage: .matrix(ColorEffects.luminanceToAlpha)) }
        /// Draws each later drawing through a perspective `matrix`, in the context's user space.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(storage: .projection(matrix)) }

        /// `item` with the filter applied, as the parts the canvas composites one by one: one
        /// part, except for a shadow that `disablesGroup`, whose shadow and drawing are two.
        @MainActor func appliedSeparately(to item: DisplayItem, in context: GraphicsContext) -> [DisplayItem] {
            guard case .shadow(let color, let radius, let x, let y, let mode, let options) = storage,
                  options.contains(.disablesGroup) else { return [applied(to: item, in: context)] }
            let blur = radius.isFinite ? max(0, radius) : 0
            let shadow = Self.shadow(of: item, color: color.resolved(in: context.environment), radius: blur,
                                     offset: CGSize(width: x, height: y).applying(context.transform), blend: mode.blendOperator,
                                     options: options.union(.shadowOnly), canvas: CGRect(origin: .zero, size: context.recorder.size))
            if options.contains(.shadowOnly) { return [shadow] }
            return options.contains(.shadowAbove) ? [item, shadow] : [shadow, item]
        }

        /// `item` (already in the canvas's space) with the filter applied; offsets and
        /// projections are in the context's user space, so they follow its transform.
        @MainActor func applied(to item: DisplayItem, in context: GraphicsContext) -> DisplayItem {
            let environment = context.environment
            let transform = context.transform
            switch storage {
            case .shadow(let color, let radius, let x, let y, let mode, let options):
                let offset = CGSize(width: x, height: y).applying(transform)
                let blur = radius.isFinite ? max(0, radius) : 0
                let resolved = color.resolved(in: environment)
                if options.isEmpty, mode.blendOperator == nil {
                    return .group(.shadow(color: resolved, radius: blur, offset: offset), [item])
                }
                return Self.shadow(of: item, color: resolved, radius: blur, offset: offset, blend: mode.blendOperator,
                                   options: options, canvas: CGRect(origin: .zero, size: context.recorder.size))
            case .colorMultiply(let color):
                return .group(.colorMatrix(ColorEffects.multiply(color.resolved(in: environment))), [item])
            case .blur(let radius, let options):
                return .group(.blur(radius: radius.isFinite ? max(0, radius) : 0, opaque: options.contains(.opaque)), [item])
            case .matrix(let matrix):
                return .group(.colorMatrix(matrix), [item])
            case .projection(let matrix):
                let placed = ProjectionTransform(transform.inverted()).concatenating(matrix).concatenating(ProjectionTransform(transform))
                guard placed.isFinite, !placed.isIdentity else { return placed.isFinite ? item : .group(.opacity(0), []) }
                return .group(placed.isAffine ? .transform(placed.affineTransform) : .projection(placed), [item])
            }
        }

        /// A shadow built from blur and colour stages (`ShadowComposition`), for what the
        /// plain shadow effect cannot express. An inverted shadow's outside is the canvas
        /// grown by the blur's reach, so the canvas's edges stay shadowed.
        static func shadow(of item: DisplayItem, color: RGBAColor, radius: CGFloat, offset: CGSize, blend: BlendOperator?,
                           options: ShadowOptions, canvas: CGRect) -> DisplayItem {
            let reach = ShadowComposition.reach(radius: radius, offset: offset)
            return ShadowComposition.shadow(of: [item], color: color, radius: radius, offset: offset, blend: blend,
                                            inverted: options.contains(.invertsAlpha), above: options.contains(.shadowAbove),
                                            shadowOnly: options.contains(.shadowOnly), outside: canvas.insetBy(dx: -reach, dy: -reach))
        }
    }
}
