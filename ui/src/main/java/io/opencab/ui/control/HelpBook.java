package io.opencab.ui.control;

import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.HelpSheet;
import io.opencab.ui.present.HelpSheet.Block;
import io.opencab.ui.present.HelpSheet.Heading;
import io.opencab.ui.present.HelpSheet.Para;
import io.opencab.ui.present.HelpSheet.PayHeader;
import io.opencab.ui.present.HelpSheet.Pays;
import io.opencab.ui.present.HelpSheet.Picture;
import io.opencab.ui.present.HelpSheet.Symbols;
import java.util.ArrayList;
import java.util.List;

/**
 * The help screen's pages (issue 39 item 4): a game's help sections, then the machine's own, flowed block by block
 * onto pages of one fixed height, so no page is left half empty while the next has room to spare, and the page
 * buttons never move. A section that does not fit goes on under its title marked "(continued)"; a title is never
 * left alone at the foot of a page, and a paytable continued on the next page repeats the line saying which bet its
 * amounts are for. Heights come from the screen ({@link Layout}), measured as they will be drawn.
 */
public final class HelpBook {
    /** Pay columns on one row: with credits over currency at the highest bet, five fit the page's width. */
    static final int PAY_COLUMNS = 5;

    /** How the screen draws the blocks: the page's height and each block's height on it. */
    public interface Layout {
        /** The height of a page's content area. */
        double pageHeight();

        /** The space between two blocks. */
        double gap();

        /** How tall {@code b} is drawn on the page, for {@code gameId}'s help. */
        double height(Block b, String gameId);

        /** Whether {@code gameId}'s renderer draws a picture for its help section {@code section}. */
        boolean hasPicture(String gameId, int section);
    }

    /** Without a screen (controller tests): every block one line of a 20-line page, no pictures. */
    static final Layout PLAIN = new Layout() {
        @Override
        public double pageHeight() {
            return 20;
        }

        @Override
        public double gap() {
            return 0;
        }

        @Override
        public double height(Block b, String gameId) {
            return 1;
        }

        @Override
        public boolean hasPicture(String gameId, int section) {
            return false;
        }
    };

    private HelpBook() {
    }

    /** The pages of {@code sections} (a game's, then the machine's section, whose index is {@code sections.size()-1}). */
    static List<HelpSheet> pages(List<HelpPage> sections, boolean lastIsMachine, String gameId, Layout layout) {
        List<HelpSheet> out = new ArrayList<>();
        List<Block> page = new ArrayList<>();
        double used = 0;
        String title = null;
        for (int i = 0; i < sections.size(); i++) {
            HelpPage section = sections.get(i);
            boolean picture = !(lastIsMachine && i == sections.size() - 1) && layout.hasPicture(gameId, i);
            List<Block> blocks = blocks(section, i, picture);
            for (int k = 0; k < blocks.size(); k++) {
                Block b = blocks.get(k);
                double own = layout.height(b, gameId) + layout.gap();
                // A title is kept with the block under it, a paytable's part (its lines over it and its rows) together
                // when a page can hold it whole.
                double need = b instanceof Heading && k + 1 < blocks.size()
                        ? own + layout.height(blocks.get(k + 1), gameId) + layout.gap() : own;
                double part = paytablePart(blocks, k, gameId, layout);
                if (part > need && part <= layout.pageHeight()) {
                    need = part;
                }
                boolean continued = k > 0 && blocks.get(k - 1) instanceof Para p && p.text().startsWith("Clusters of");
                if (b instanceof PayHeader && !continued) {
                    // The first part runs on over a page break unless that would leave one or two rows alone.
                    double whole = paytablePart(blocks, k, gameId, layout, true);
                    double row = k + 1 < blocks.size() ? layout.height(blocks.get(k + 1), gameId) + layout.gap() : 0;
                    if (whole <= layout.pageHeight() && used + whole > layout.pageHeight()
                            && used + whole - 2 * row <= layout.pageHeight()) {
                        need = whole;
                    }
                }
                if (!page.isEmpty() && used + need > layout.pageHeight()) {
                    out.add(new HelpSheet(title, page));
                    page = new ArrayList<>();
                    used = 0;
                    title = null;
                    if (!(b instanceof Heading)) {
                        // The section goes on under its title, which is the new page's title line.
                        Heading more = new Heading(section.title() + " (continued)");
                        page.add(more);
                        title = more.title();
                        if (b instanceof Pays) {
                            page.add(new PayHeader());
                            used += layout.height(new PayHeader(), gameId) + layout.gap();
                        }
                    }
                }
                if (title == null) {
                    title = b instanceof Heading hd ? hd.title() : section.title();
                }
                // A page's first title is its title line, above the page's content: it takes no room in it.
                used += page.isEmpty() && b instanceof Heading ? 0 : own;
                page.add(b);
            }
        }
        if (!page.isEmpty()) {
            out.add(new HelpSheet(title, page));
        }
        return List.copyOf(out);
    }

    /**
     * The height of the paytable's continued part starting at block {@code k} (its "Clusters of ..." line, the line
     * saying which bet it is for and its rows), or 0 when none starts there. The first part may run on over a page
     * break (its section's words come first); a continued part is kept whole, so no row is left alone on a page.
     */
    private static double paytablePart(List<Block> blocks, int k, String gameId, Layout layout) {
        if (!(blocks.get(k) instanceof Para && k + 1 < blocks.size() && blocks.get(k + 1) instanceof PayHeader)) {
            return 0;
        }
        return paytablePart(blocks, k, gameId, layout, false);
    }

    /** The height from block {@code k} to the last row of the paytable part it opens ({@code atHeader}: k is its header). */
    private static double paytablePart(List<Block> blocks, int k, String gameId, Layout layout, boolean atHeader) {
        int first = atHeader ? k : k + 1;
        double h = 0;
        for (int i = k; i < blocks.size() && (i <= first || blocks.get(i) instanceof Pays); i++) {
            h += layout.height(blocks.get(i), gameId) + layout.gap();
        }
        return h;
    }

    /** A section's blocks: its title, paragraphs, symbols two a row, its paytable in parts, its picture. */
    static List<Block> blocks(HelpPage section, int index, boolean picture) {
        List<Block> out = new ArrayList<>();
        out.add(new Heading(section.title()));
        section.paragraphs().forEach(p -> out.add(new Para(p)));
        List<HelpPage.SymbolNote> notes = section.symbols();
        for (int i = 0; i < notes.size(); i += 2) {
            out.add(new Symbols(notes.subList(i, Math.min(notes.size(), i + 2))));
        }
        List<HelpPage> parts = section.splitPaytable(PAY_COLUMNS);
        for (int p = 0; p < parts.size(); p++) {
            if (parts.get(p).paytable().isEmpty()) {
                continue;
            }
            if (p > 0) {
                parts.get(p).paragraphs().forEach(t -> out.add(new Para(t)));
            }
            out.add(new PayHeader());
            parts.get(p).paytable().forEach(r -> out.add(new Pays(r)));
        }
        if (picture) {
            out.add(new Picture(index));
        }
        return out;
    }
}
