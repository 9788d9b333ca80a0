package io.opencab.ui.view;

import static io.opencab.ui.view.Cells.cell;
import static io.opencab.ui.view.Cells.small;

import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.Diagnostics;
import io.opencab.ui.port.KioskState;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The technician's pages: diagnostics and lamp test, configuration, RAM clear. */
final class TechPages {
    private final KioskController controller;
    private final KioskModel model;

    TechPages(KioskController controller) {
        this.controller = controller;
        this.model = controller.model();
    }

    Node diagnostics(Diagnostics d) {
        VBox devices = new VBox(4);
        for (Diagnostics.Device dev : d.devices()) {
            Label l = cell(String.format("%-22s %s", dev.name(), dev.status()));
            if (!dev.ok()) {
                l.getStyleClass().add("fault");
            }
            devices.getChildren().add(l);
        }
        // Lamp test beside the devices, one line per lamp, so every lamp fits without scrolling.
        GridPane lamps = new GridPane();
        lamps.setHgap(8);
        lamps.setVgap(4);
        lamps.add(Ui.label("Lamp test", "attendant-title"), 0, 0, 3, 1);
        int row = 1;
        for (String lamp : d.lamps()) {
            lamps.add(cell(lamp), 0, row);
            lamps.add(small(Ui.button("lamp-on-" + lamp, "ON", () -> controller.attendant().lampTest(lamp, true))), 1, row);
            lamps.add(small(Ui.button("lamp-off-" + lamp, "OFF", () -> controller.attendant().lampTest(lamp, false))), 2, row);
            row++;
        }
        Label buttonTest = Ui.label("button-test", "Button test - last deck button: "
                + (model.lastDeckInput().get().isEmpty() ? "(press one)" : model.lastDeckInput().get()), "attendant-title");
        // Software verification on demand (issue 9): the table below shows the result; a failure is also a tilt.
        Node verify = Ui.button("verify-software", "VERIFY SOFTWARE (SPIN)", controller.attendant()::verifySoftware);
        // Seeded verification (issue 26, regulations.md 1.8 GAT): the seed is entered on the hex keypad of a form
        // (issue 39: no keyboard needed); the HMACs come back as the table, the values provision verify --seed prints.
        Node seeded = Ui.button("verify-software-seeded", "VERIFY WITH SEED (MAX BET)", controller.attendant().service()::enterSeed);
        // The latest check (boot or on demand) as a table: each component, expected and found hash, pass/fail, time.
        VBox box = new VBox(10, buttonTest, new HBox(40, devices, lamps), new HBox(20, verify, seeded),
                VerifyTable.of(d.software()));
        box.setId("diagnostics");
        return Cells.scrolled(box, model.attendantIndex().get());
    }

    /**
     * Every setting, grouped by topic, with its human label, its value running now and the one saved for the next
     * start (issue 39 item 8). BET+/BET- select one setting at a time and the page follows; SPIN or CHANGE opens its
     * form. On a configuration nothing can change (the built-in one), the page says why at the top and offers no
     * CHANGE; a refused value is shown with its reason in its form, which keeps what was entered (issue 24).
     */
    Node config(List<ConfigItem> items, KioskState s) {
        VBox page = new VBox(8);
        page.setId("config");
        boolean readOnly = ConfigRows.readOnly(items); // said once, at the top, not on every line
        Label header = Ui.wrapped(ConfigRows.header(items), readOnly ? "error" : "note", 960);
        header.setId("config-source");
        page.getChildren().add(header);
        int selected = Math.max(0, Math.min(model.attendantIndex().get(), items.size() - 1));
        Node selectedRow = null;
        String topic = null;
        for (int i = 0; i < items.size(); i++) {
            ConfigItem item = items.get(i);
            if (!ConfigRows.topic(item.key()).equals(topic)) {
                topic = ConfigRows.topic(item.key());
                page.getChildren().add(ConfigRows.group("config", topic));
            }
            VBox row = ConfigRows.row("config", item, s, item.editable() ? () -> controller.attendant().service().edit(item) : null,
                    !readOnly);
            int k = i;
            row.setOnMouseClicked(e -> controller.attendant().service().selectConfig(k));
            if (i == selected) {
                row.getStyleClass().add("config-row-selected");
                selectedRow = row;
            }
            page.getChildren().add(row);
        }
        return Cells.scrolledTo(page, selectedRow);
    }

    /**
     * RAM clear and its two confirmations, each saying what is lost (issue 39 item 8): every meter, the journal
     * and the logs, and the credits on the credit meter in credits and currency (a pending handpay too).
     */
    Node ramClear(KioskState s) {
        int stage = model.ramClearStage().get();
        String credits = s.credits() == 0 ? "The credit meter is empty: no player's credits are lost."
                : "The " + MeterPages.amount(s.credits(), s) + " on the credit meter will be wiped: pay or cash them out first.";
        String handpay = s.lockup() != null && s.lockup().handpay() ? " A handpay of " + MeterPages.amount(s.lockup().amount(), s)
                + " is pending: pay it first." : "";
        String text = switch (stage) {
            case 0 -> "RAM clear erases every meter, the game journal and the logs, and starts a new meter store"
                    + " (the old one is kept aside as evidence). It is logged. " + credits + handpay;
            case 1 -> "ARE YOU SURE? " + credits + handpay + " Every meter, the journal and the logs will be erased.";
            default -> "LAST CHANCE: CONFIRM now erases all critical memory. " + credits + handpay;
        };
        Label l = Ui.wrapped(text, stage == 0 ? "note" : "error", 900);
        l.setId("ram-clear-text");
        return new VBox(16, l, new HBox(12,
                Ui.button("ram-clear-confirm", stage == 0 ? "RAM CLEAR" : "CONFIRM (" + stage + "/2)",
                        () -> controller.attendant().confirmRamClear("RAM clear from the attendant menu")),
                Ui.button("ram-clear-cancel", "CANCEL", controller.attendant()::cancelRamClear)));
    }
}
