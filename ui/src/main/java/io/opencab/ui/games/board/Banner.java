package io.opencab.ui.games.board;

import java.util.Optional;
import javafx.geometry.Pos;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * The banner a board shows over its cells (free spins awarded, bonus win, total win): a title, an
 * amount under it, on an opaque rounded plate with a glow, in the game's own colours. The plate is drawn
 * fully opaque whatever colour a game gives it (docs/ui.md: nothing is read over the cells behind it).
 */
public final class Banner {
    /**
     * A game's banner: title font and colours, amount size and CSS id (tests read the amount by
     * it), plate size and colours, and the colour of the glow around it.
     */
    public record Look(Font titleFont, Color titleFill, Color titleStroke, double titleStrokeWidth, double amountSize,
            String amountId, double width, double height, Color plate, Color rim, Color glow) {
    }

    private final Look look;

    public Banner(Look look) {
        this.look = look;
    }

    public StackPane of(String title, String amount) {
        Text t = new Text(title);
        t.setFont(look.titleFont());
        t.setFill(look.titleFill());
        t.setStroke(look.titleStroke());
        t.setStrokeWidth(look.titleStrokeWidth());
        Text a = BoardText.bold(look.amountSize(), "#ffffff");
        a.setText(amount);
        a.setTextAlignment(TextAlignment.CENTER);
        a.setStroke(Color.BLACK);
        a.setId(look.amountId());
        VBox box = new VBox(8, t, a);
        box.setAlignment(Pos.CENTER);
        Rectangle plate = new Rectangle(look.width(), look.height());
        plate.setArcWidth(40);
        plate.setArcHeight(40);
        Color c = look.plate();
        plate.setFill(Color.color(c.getRed(), c.getGreen(), c.getBlue()));
        plate.setStroke(look.rim());
        plate.setStrokeWidth(4);
        StackPane p = new StackPane(plate, box);
        p.setMaxSize(look.width(), look.height());
        p.setEffect(new DropShadow(30, look.glow()));
        return BoardLayers.still(p);
    }

    /**
     * The round's TOTAL WIN banner, on its opaque plate; none for a round that won less than its bet (issue 39
     * item 3: as casinos do, such a win shows on the win meter only, with no plate or celebration, so a loss is
     * never dressed up as a win). A capped round says that its maximum win was reached (rule sheets: "Maximum win").
     */
    public Optional<StackPane> total(long total, long bet, boolean capped, long capX, java.util.function.LongFunction<String> num) {
        if ((total <= 0 || total < bet) && !capped) {
            return Optional.empty();
        }
        return Optional.of(of("TOTAL WIN", num.apply(total) + (capped ? "\nMaximum win of x" + num.apply(capX) + " bets reached" : "")));
    }
}
