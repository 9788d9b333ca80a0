package io.opencab.ui.view;

import static io.opencab.ui.view.Cells.cell;

import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.Meters;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The meter pages: master and period, per game, and the period clear. */
final class MeterPages {
    private final KioskController controller;
    private final KioskModel model;

    MeterPages(KioskController controller) {
        this.controller = controller;
        this.model = controller.model();
    }

    /**
     * Master and period side by side in one table (one line per SAS meter), then one table of the
     * per-game meters with a column per game, so every figure fits 1280 x 720 untruncated.
     */
    Node meters(Meters m, KioskState s) {
        GridPane grid = grid("meters", 16);
        grid.add(Ui.label("MASTER (lifetime) AND PERIOD", "attendant-title"), 0, 0, 6, 1);
        grid.add(cell("CODE"), 0, 1);
        grid.add(cell("METER"), 1, 1);
        // A head over each column, so a count and its value in currency read as two values (issue 39).
        grid.add(cell("MASTER"), 2, 1);
        grid.add(cell("IN " + s.currency()), 3, 1);
        grid.add(cell("PERIOD"), 4, 1);
        grid.add(cell("IN " + s.currency()), 5, 1);
        Map<String, Meters.MeterRow> period = new java.util.LinkedHashMap<>();
        m.period().forEach(r -> period.put(key(r), r));
        int row = 2;
        for (Meters.MeterRow r : m.master()) {
            meterLine(grid, row++, r, period.remove(key(r)), s);
        }
        for (Meters.MeterRow r : period.values()) {
            meterLine(grid, row++, null, r, s);
        }
        VBox box = new VBox(18, grid);
        if (!m.perGame().isEmpty()) {
            box.getChildren().add(perGame(m, s));
        }
        for (Meters.Table t : m.tables()) {
            box.getChildren().add(table(t, s));
        }
        box.getChildren().add(Ui.label("BET+/BET- scroll this page", "note"));
        return Cells.scrolled(box, model.attendantIndex().get());
    }

    private void meterLine(GridPane grid, int row, Meters.MeterRow master, Meters.MeterRow period, KioskState s) {
        Meters.MeterRow any = master != null ? master : period;
        grid.add(cell(any.code()), 0, row);
        grid.add(cell(any.name()), 1, row);
        int c = 2;
        for (Meters.MeterRow r : new Meters.MeterRow[] {master, period}) {
            if (r != null) {
                grid.add(cell((c == 2 ? "meter-master-" : "meter-period-") + key(r), s.money().credits(r.value())), c, row);
                grid.add(cell(r.credits() ? s.money().currency(r.value()) : ""), c + 1, row);
            }
            c += 2;
        }
    }

    private Node perGame(Meters m, KioskState s) {
        GridPane grid = grid("meters-per-game", 16);
        List<String> games = List.copyOf(m.perGame().keySet());
        grid.add(Ui.label("PER GAME", "attendant-title"), 0, 0, 2 + games.size(), 1);
        grid.add(cell("CODE"), 0, 1);
        grid.add(cell("METER"), 1, 1);
        Map<String, Meters.MeterRow> lines = new java.util.LinkedHashMap<>();
        for (int g = 0; g < games.size(); g++) {
            var info = s.game(games.get(g));
            grid.add(cell(info == null ? games.get(g) : info.name()), 2 + g, 1);
            m.perGame().get(games.get(g)).forEach(r -> lines.putIfAbsent(key(r), r));
        }
        int row = 2;
        for (Meters.MeterRow line : lines.values()) {
            grid.add(cell(line.code()), 0, row);
            grid.add(cell(line.name()), 1, row);
            for (int g = 0; g < games.size(); g++) {
                for (Meters.MeterRow r : m.perGame().get(games.get(g))) {
                    if (key(r).equals(key(line))) {
                        grid.add(cell("meter-game-" + games.get(g) + "-" + key(r), s.money().credits(r.value())), 2 + g, row);
                    }
                }
            }
            row++;
        }
        // Theoretical RTP from the game's PAR sheet beside the return measured on this cabinet (issue 24).
        grid.add(cell(""), 0, row);
        grid.add(cell("RTP theoretical"), 1, row);
        grid.add(cell(""), 0, row + 1);
        grid.add(cell("RTP actual"), 1, row + 1);
        for (int g = 0; g < games.size(); g++) {
            var info = s.game(games.get(g));
            grid.add(cell("rtp-par-" + games.get(g), info == null ? "" : RtpText.ppm(info.targetRtpPpm(), s.money())), 2 + g, row);
            grid.add(cell("rtp-actual-" + games.get(g), RtpText.actual(m.perGame().get(games.get(g)), s.money())), 2 + g, row + 1);
        }
        return grid;
    }

    /** A further meter table: code, name, then each value (with its currency value for credits). */
    private static Node table(Meters.Table t, KioskState s) {
        GridPane grid = grid("meters-" + t.id(), 16);
        Label title = Ui.label(t.title(), "attendant-title");
        title.setMinWidth(Region.USE_PREF_SIZE); // wider than the columns it spans: never cut to "..."
        grid.add(title, 0, 0, 2 + 2 * t.heads().size(), 1);
        if (t.lines().isEmpty()) {
            grid.add(cell("none yet"), 0, 1, 2, 1);
            return grid;
        }
        grid.add(cell("CODE"), 0, 1);
        grid.add(cell("METER"), 1, 1);
        boolean money = t.lines().stream().anyMatch(Meters.Line::credits);
        for (int h = 0; h < t.heads().size(); h++) {
            grid.add(cell(t.heads().get(h)), 2 + 2 * h, 1, money ? 1 : 2, 1);
            if (money) {
                grid.add(cell("IN " + s.currency()), 3 + 2 * h, 1);
            }
        }
        int row = 2;
        for (Meters.Line line : t.lines()) {
            grid.add(cell(line.code()), 0, row);
            grid.add(cell(line.name()), 1, row);
            for (int v = 0; v < line.values().size(); v++) {
                long value = line.values().get(v);
                grid.add(cell("meter-" + t.id() + "-" + (row - 2) + "-" + v, s.money().credits(value)), 2 + 2 * v, row);
                grid.add(cell(line.credits() ? s.money().currency(value) : ""), 3 + 2 * v, row);
            }
            row++;
        }
        return grid;
    }

    private static String key(Meters.MeterRow r) {
        return r.code().isEmpty() ? r.name() : r.code();
    }

    /** Credits and their value, said as two amounts: "7 100 credits (71.00 USD)". */
    static String amount(long credits, KioskState s) {
        return s.money().credits(credits) + " credits (" + s.money().currency(credits) + ")";
    }

    /**
     * The period meters, credits and currency in columns of their own under their heads (issue 39: "7 100 71.00 USD"
     * read as one number), and their clear, which asks once more and says what is lost (issue 24).
     */
    Node periodClear(Meters m, KioskState s) {
        GridPane grid = grid("period-meters", 24);
        grid.add(Ui.label("PERIOD METERS", "attendant-title"), 0, 0, 4, 1);
        grid.addRow(1, cell("CODE"), cell("METER"), cell("VALUE"), cell("IN " + s.currency()));
        int row = 2;
        for (Meters.MeterRow r : m.period()) {
            String id = r.code().isEmpty() ? r.name() : r.code();
            grid.addRow(row++, cell(r.code()), cell(r.name()),
                    cell("meter-period-" + id, s.money().credits(r.value()) + (r.credits() ? " credits" : "")),
                    cell("meter-period-cash-" + id, r.credits() ? s.money().currency(r.value()) : ""));
        }
        boolean asking = model.ramClearStage().get() > 0;
        Label text = Ui.wrapped(asking
                ? "CLEAR THE PERIOD METERS? Every period meter above goes back to zero; their values are written to the"
                        + " event log first. The master meters and the credit meter (" + amount(s.credits(), s)
                        + ") are kept. Press CONFIRM (or SPIN) to clear, CANCEL (or CASH OUT) to keep them."
                : "SPIN (or the button) asks to clear the period meters: they go back to zero, the master meters and the"
                        + " credit meter are kept; the clear is logged.", asking ? "error" : "note", 900);
        text.setId("period-clear-text");
        HBox buttons = new HBox(12, Ui.button("period-clear", asking ? "CONFIRM CLEAR" : "CLEAR PERIOD METERS",
                () -> controller.attendant().confirmPeriodClear()));
        if (asking) {
            buttons.getChildren().add(Ui.button("period-clear-cancel", "CANCEL", controller.attendant()::cancelRamClear));
        }
        return new VBox(16, grid, text, buttons);
    }

    /** A meter table: rows two pixels apart, columns {@code hgap} apart, its id for the tests and screenshots. */
    private static GridPane grid(String id, double hgap) {
        GridPane grid = new GridPane();
        grid.setHgap(hgap);
        grid.setVgap(2);
        grid.setId(id);
        return grid;
    }
}
