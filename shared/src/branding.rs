//! An account's branding on its PDFs: the logo's validation (a PNG decoded, an SVG rasterised,
//! both kept as one 8-bit RGBA PNG), the accent colour, and the contact fields' rules. Pure:
//! the API validates with it, the worker decodes the stored logo with it.

/// The largest logo upload, decoded from base64.
pub const MAX_LOGO_BYTES: usize = 200 * 1024;
/// The largest logo kept, in pixels (an SVG is rasterised to fit; a larger PNG is refused).
pub const MAX_LOGO_SIDE: u32 = 2048;
/// An SVG logo is rasterised to fit this box.
const SVG_BOX: (u32, u32) = (1200, 600);

/// A validated logo: its RGBA PNG, what was uploaded, and its size in pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct Logo {
    pub png: Vec<u8>,
    /// `png` or `svg`.
    pub source: &'static str,
    pub width: u32,
    pub height: u32,
}

/// Validates an uploaded logo, PNG or SVG by its content: decoded (a PNG) or rasterised (an
/// SVG) and re-encoded as an RGBA PNG. The reason it is refused otherwise.
pub fn logo(bytes: &[u8]) -> Result<Logo, String> {
    if bytes.len() > MAX_LOGO_BYTES {
        return Err(format!("must be at most {} KB", MAX_LOGO_BYTES / 1024));
    }
    let (rgba, width, height, source) = if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        let (rgba, w, h) = decode_rgba(bytes)?;
        (rgba, w, h, "png")
    } else if looks_like_svg(bytes) {
        let (rgba, w, h) = crate::draw::png::svg_to_rgba(bytes, SVG_BOX.0, SVG_BOX.1)?;
        (rgba, w, h, "svg")
    } else {
        return Err("must be a PNG or an SVG image".into());
    };
    Ok(Logo {
        png: encode_rgba(&rgba, width, height)?,
        source,
        width,
        height,
    })
}

/// Whether the bytes open as an SVG document (after an XML declaration, comments or a BOM).
fn looks_like_svg(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(1024)];
    std::str::from_utf8(head)
        .or_else(|e| std::str::from_utf8(&head[..e.valid_up_to()]))
        .is_ok_and(|s| s.contains("<svg"))
}

/// A PNG's pixels as 8-bit RGBA, with its width and height; refused beyond
/// [`MAX_LOGO_SIDE`] or when it does not decode.
pub fn decode_rgba(png_bytes: &[u8]) -> Result<(Vec<u8>, u32, u32), String> {
    let bad = |e: png::DecodingError| format!("not a readable PNG ({e})");
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().map_err(bad)?;
    let info = reader.info();
    let (w, h) = (info.width, info.height);
    if w == 0 || h == 0 || w > MAX_LOGO_SIDE || h > MAX_LOGO_SIDE {
        return Err(format!(
            "must be at most {MAX_LOGO_SIDE} × {MAX_LOGO_SIDE} pixels"
        ));
    }
    let mut buf = vec![0; reader.output_buffer_size().ok_or("too large")?];
    let frame = reader.next_frame(&mut buf).map_err(bad)?;
    buf.truncate(frame.buffer_size());
    let rgba = match frame.color_type {
        png::ColorType::Rgba => buf,
        png::ColorType::Rgb => buf
            .chunks_exact(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        png::ColorType::GrayscaleAlpha => buf
            .chunks_exact(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        png::ColorType::Grayscale => buf.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::Indexed => return Err("not a readable PNG (palette not expanded)".into()),
    };
    Ok((rgba, w, h))
}

fn encode_rgba(rgba: &[u8], w: u32, h: u32) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, w, h);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer.write_image_data(rgba).map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())?;
    Ok(out)
}

/// An accent colour as `#rrggbb` (lowercased), or why not.
pub fn accent(s: &str) -> Result<String, String> {
    let ok = s.len() == 7 && s.starts_with('#') && s[1..].bytes().all(|b| b.is_ascii_hexdigit());
    if ok {
        Ok(s.to_ascii_lowercase())
    } else {
        Err("must be a colour #rrggbb".into())
    }
}

/// An accent colour's red, green and blue, 0–1.
pub fn rgb(accent: &str) -> Option<(f32, f32, f32)> {
    let v = |i: usize| {
        u8::from_str_radix(accent.get(i..i + 2)?, 16)
            .ok()
            .map(|x| f32::from(x) / 255.0)
    };
    Some((v(1)?, v(3)?, v(5)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_png_is_kept_as_rgba_and_an_svg_is_rasterised() {
        let rgb = encode_rgba(&[255, 0, 0, 255, 0, 0, 255, 128], 2, 1).unwrap();
        let l = logo(&rgb).unwrap();
        assert_eq!((l.source, l.width, l.height), ("png", 2, 1));
        assert_eq!(
            decode_rgba(&l.png).unwrap().0,
            [255, 0, 0, 255, 0, 0, 255, 128]
        );
        let svg = br##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#8c3317"/></svg>"##;
        let l = logo(svg).unwrap();
        assert_eq!((l.source, l.width, l.height), ("svg", 1200, 600));
        let (px, _, _) = decode_rgba(&l.png).unwrap();
        assert_eq!(&px[..4], &[0x8c, 0x33, 0x17, 255]);
    }

    #[test]
    fn an_svg_reads_no_file_and_junk_is_refused() {
        // A linked image is left out, not read: the picture is the rectangle alone.
        let svg = br##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image width="10" height="10" xlink:href="/etc/passwd"/><image width="10" height="10" href="http://127.0.0.1/x.png"/></svg>"##;
        let l = logo(svg).unwrap();
        let (px, _, _) = decode_rgba(&l.png).unwrap();
        assert!(px.chunks_exact(4).all(|p| p[3] == 0), "nothing drawn");
        assert!(logo(b"GIF89a....").is_err());
        assert!(logo(b"\x89PNG\r\n\x1a\nbroken").is_err());
        assert!(logo(&vec![b' '; MAX_LOGO_BYTES + 1]).is_err());
        assert_eq!(accent("#8C3317").unwrap(), "#8c3317");
        assert!(accent("red").is_err());
        assert_eq!(rgb("#ff0000"), Some((1.0, 0.0, 0.0)));
    }
}
