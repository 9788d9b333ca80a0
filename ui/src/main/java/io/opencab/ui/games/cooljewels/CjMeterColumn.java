package io.opencab.ui.games.cooljewels;

import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.ui.games.board.BoardText;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * The Pay Per Symbol Meter beside the reels (rule sheet: 12 sections of 6, 8, 10, 12 and 15
 * slices, section 12 on top): one rectangle per slice from the bottom, each section labelled with
 * its value at the current bet level, the slices lit so far in the section's colour.
 */
final class CjMeterColumn {
    static final double TOP = 30;
    private static final double TOP_H = 44;

    private final long[] values;
    private final double height;
    private final double sliceH;
    private final Rectangle[] slices = new Rectangle[CjMeter.LAST_SLICE + 1];
    private final Rectangle top = new Rectangle(14, TOP, 44, TOP_H - 4);
    private final Text[] sectionValues = new Text[CjMeter.SECTIONS + 1];
    private int lit;
    private final java.util.function.LongFunction<String> num;

    /** {@code values[s]}: credits at bet level 1 of section s (1..12); drawn on {@code back}, {@code height} high. */
    CjMeterColumn(long[] values, double height, Pane back, java.util.function.LongFunction<String> num) {
        this.num = num;
        this.values = values.clone();
        this.height = height;
        this.sliceH = (height - 20 - TOP - TOP_H) / CjMeter.LAST_SLICE;
        draw(back);
    }

    private void draw(Pane back) {
        double bottom = height - 20;
        int slice = 1;
        for (int s = 0; s < CjMeter.SLICES.size(); s++) {
            int n = CjMeter.SLICES.get(s);
            double sectionBottom = bottom - (slice - 1) * sliceH;
            for (int k = 0; k < n; k++) {
                Rectangle r = new Rectangle(14, bottom - slice * sliceH + 0.5, 44, sliceH - 1);
                slices[slice++] = r;
                back.getChildren().add(r);
            }
            Line sep = new Line(10, bottom - (slice - 1) * sliceH, 62, bottom - (slice - 1) * sliceH);
            sep.setStroke(Color.web("#e1f5fe"));
            back.getChildren().add(sep);
            Text v = BoardText.bold(13, "#e1f5fe");
            v.setId("cj-meter-" + (s + 1));
            v.setLayoutX(66);
            v.setLayoutY((sectionBottom + bottom - (slice - 1) * sliceH) / 2 + 5);
            sectionValues[s + 1] = v;
            back.getChildren().add(v);
        }
        top.setArcWidth(10);
        top.setArcHeight(10);
        back.getChildren().add(top);
        Text v = BoardText.bold(15, "#ffd740");
        v.setId("cj-meter-" + CjMeter.SECTIONS);
        v.setLayoutX(66);
        v.setLayoutY(TOP + 26);
        sectionValues[CjMeter.SECTIONS] = v;
        back.getChildren().add(v);
        light(0);
    }

    /** Lights the first {@code n} slices (all and the top section past the last slice). */
    void light(int n) {
        lit = n;
        for (int i = 1; i <= CjMeter.LAST_SLICE; i++) {
            slices[i].setFill(i <= n ? sectionColour(CjMeter.section(i)) : Color.web("#1c2a44"));
        }
        top.setFill(n > CjMeter.LAST_SLICE ? Color.GOLD : Color.web("#3a3000"));
        top.setStroke(Color.GOLD);
    }

    /** The section values at bet level {@code level}. */
    void level(int level) {
        for (int s = 1; s <= CjMeter.SECTIONS; s++) {
            sectionValues[s].setText(num.apply(values[s] * level));
        }
    }

    int lit() {
        return lit;
    }

    private static Color sectionColour(int section) {
        return Color.hsb(200 - section * 15, 0.75, 1.0);
    }
}
