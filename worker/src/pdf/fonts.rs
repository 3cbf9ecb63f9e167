//! The report fonts, found at run time (`GRAHA_FONTS_DIR`, else Debian's `fonts-noto-core`
//! folder) and loaded once per process.

use anyhow::{Context, bail};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// A face the reports use. Latin text is set in Noto Sans (body) and Noto Serif (titles);
/// Devanagari in Noto Sans Devanagari, whichever family the surrounding text uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FaceId {
    Sans,
    SansBold,
    Serif,
    SerifBold,
    Deva,
    DevaBold,
}

impl FaceId {
    pub const ALL: [FaceId; 6] = [
        FaceId::Sans,
        FaceId::SansBold,
        FaceId::Serif,
        FaceId::SerifBold,
        FaceId::Deva,
        FaceId::DevaBold,
    ];

    /// File names to look for, the first found wins; a face whose files are all missing falls
    /// back to [`FaceId::fallback`].
    fn files(self) -> &'static [&'static str] {
        match self {
            FaceId::Sans => &["NotoSans-Regular.ttf"],
            FaceId::SansBold => &["NotoSans-Bold.ttf"],
            FaceId::Serif => &["NotoSerif-Regular.ttf"],
            FaceId::SerifBold => &["NotoSerif-Bold.ttf"],
            FaceId::Deva => &["NotoSansDevanagari-Regular.ttf"],
            FaceId::DevaBold => &["NotoSansDevanagari-Bold.ttf"],
        }
    }

    /// The face used when this one's file is missing (`None`: required).
    fn fallback(self) -> Option<FaceId> {
        match self {
            FaceId::Sans | FaceId::Deva => None,
            FaceId::SansBold | FaceId::Serif => Some(FaceId::Sans),
            FaceId::SerifBold => Some(FaceId::SansBold),
            FaceId::DevaBold => Some(FaceId::Deva),
        }
    }

    pub fn is_devanagari(self) -> bool {
        matches!(self, FaceId::Deva | FaceId::DevaBold)
    }
}

/// One loaded font file.
pub struct Face {
    /// PostScript-style name for the PDF (`NotoSans-Regular`).
    pub name: String,
    /// The whole file (subset when embedded).
    pub data: &'static [u8],
    pub shaper: rustybuzz::Face<'static>,
    /// Design units per em.
    pub upem: f32,
    /// Typographic ascender and descender (descender negative), in em.
    pub ascender: f32,
    pub descender: f32,
}

impl Face {
    fn load(path: &Path) -> anyhow::Result<Face> {
        let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
        // Loaded once per process and kept for its lifetime: the shaper borrows the bytes.
        let data: &'static [u8] = Box::leak(bytes.into_boxed_slice());
        let shaper = rustybuzz::Face::from_slice(data, 0)
            .with_context(|| format!("{} is not a font", path.display()))?;
        let upem = shaper.units_per_em() as f32;
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        Ok(Face {
            name,
            data,
            ascender: f32::from(shaper.ascender()) / upem,
            descender: f32::from(shaper.descender()) / upem,
            upem,
            shaper,
        })
    }

    /// Whether the face has a glyph for `c`.
    pub fn covers(&self, c: char) -> bool {
        self.shaper.glyph_index(c).is_some()
    }
}

/// The report faces, each slot pointing at a loaded face (fallbacks share one).
pub struct Fonts {
    faces: Vec<Face>,
    slot: [usize; 6],
    pub dir: PathBuf,
}

impl Fonts {
    pub fn face(&self, id: FaceId) -> &Face {
        &self.faces[self.slot[id as usize]]
    }

    /// The face actually used for `id` (fallbacks resolved), so equal faces compare equal.
    pub fn resolve(&self, id: FaceId) -> FaceId {
        let s = self.slot[id as usize];
        FaceId::ALL
            .into_iter()
            .find(|f| self.slot[*f as usize] == s)
            .unwrap_or(id)
    }

    fn load(dirs: &[PathBuf]) -> anyhow::Result<Fonts> {
        let find = |name: &str| dirs.iter().map(|d| d.join(name)).find(|p| p.is_file());
        let mut faces = Vec::new();
        let mut slot = [usize::MAX; 6];
        let mut dir = None;
        for id in FaceId::ALL {
            if let Some(path) = id.files().iter().find_map(|f| find(f)) {
                dir.get_or_insert_with(|| path.parent().map(Path::to_path_buf).unwrap_or_default());
                faces.push(Face::load(&path)?);
                slot[id as usize] = faces.len() - 1;
            }
        }
        for id in FaceId::ALL {
            if slot[id as usize] == usize::MAX {
                match id.fallback() {
                    Some(f) if slot[f as usize] != usize::MAX => {
                        slot[id as usize] = slot[f as usize]
                    }
                    _ => bail!(
                        "font {} not found in {} (install fonts-noto-core or set GRAHA_FONTS_DIR)",
                        id.files()[0],
                        dirs.iter()
                            .map(|d| d.display().to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                }
            }
        }
        Ok(Fonts {
            faces,
            slot,
            dir: dir.unwrap_or_default(),
        })
    }
}

/// Where to look: `GRAHA_FONTS_DIR` when set, else the usual Noto folders (the same places as
/// the chart pictures' PNG, [`graha::draw::png::font_dirs`]).
fn search_dirs() -> Vec<PathBuf> {
    graha::draw::png::font_dirs()
}

/// The fonts, loaded on first use; the error (missing files) is kept and repeated.
pub fn fonts() -> anyhow::Result<&'static Fonts> {
    static FONTS: OnceLock<Result<Fonts, String>> = OnceLock::new();
    FONTS
        .get_or_init(|| Fonts::load(&search_dirs()).map_err(|e| format!("{e:#}")))
        .as_ref()
        .map_err(|e| anyhow::anyhow!("{e}"))
}
