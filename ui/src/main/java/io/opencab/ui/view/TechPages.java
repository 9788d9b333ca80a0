package io.opencab.ui.view;

import static io.opencab.ui.view.Cells.cell;
import static io.opencab.ui.view.Cells.small;

import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.KioskModel;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.Diagnostics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
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
        Node verify = Ui.button("verify-software", "VERIFY SOFTWARE", controller.attendant()::verifySoftware);
        // Seeded verification (issue 26, regulations.md 1.8 GAT): the technician types the host's seed; the HMACs
        // come back as the cabinet's message, the values provision verify --seed prints.
        TextField seed = new TextField();
        seed.setId("verify-seed");
        seed.setPromptText("seed (hex)");
        seed.setPrefColumnCount(16);
        // Focused only when touched: the deck's and the PC keys' SPIN must still verify (issue 24).
        seed.setFocusTraversable(false);
        Node seeded = new HBox(10, seed, Ui.button("verify-software-seeded", "VERIFY WITH SEED",
                () -> controller.attendant().verifySoftware(seed.getText())));
        // The latest check (boot or on demand) as a table: each component, expected and found hash, pass/fail, time.
        VBox box = new VBox(10, buttonTest, new HBox(40, devices, lamps), new HBox(20, verify, seeded),
                VerifyTable.of(d.software()));
        box.setId("diagnostics");
        return Cells.scrolled(box, model.attendantIndex().get());
    }

    /**
     * Every setting, grouped by topic (the key's first word), each with its description under it;
     * a SET the cabinet refuses changes nothing and its reason is the page's result line (issue 24).
     */
    Node config(List<ConfigItem> items) {
        Map<String, List<ConfigItem>> groups = new LinkedHashMap<>();
        for (ConfigItem item : items) {
            groups.computeIfAbsent(topic(item.key()), t -> new java.util.ArrayList<>()).add(item);
        }
        VBox page = new VBox(14);
        page.setId("config");
        for (Map.Entry<String, List<ConfigItem>> g : groups.entrySet()) {
            GridPane grid = new GridPane();
            grid.setHgap(14);
            grid.setVgap(2);
            int row = 0;
            for (ConfigItem item : g.getValue()) {
                Label key = Ui.label("config-key-" + item.key(), item.key(), "config-key");
                grid.add(key, 0, row);
                if (item.editable()) {
                    TextField f = new TextField(item.value());
                    f.setId("config-" + item.key());
                    f.setPrefColumnCount(16);
                    f.setFocusTraversable(false);
                    grid.add(f, 1, row);
                    grid.add(small(Ui.button("config-set-" + item.key(), "SET",
                            () -> controller.attendant().setConfig(item.key(), f.getText()))), 2, row);
                } else {
                    grid.add(Ui.label("config-value-" + item.key(), item.value() + "  (read-only)", "config-value"), 1, row, 2, 1);
                }
                row++;
                grid.add(Ui.wrapped(item.description(), "config-description", 900), 0, row++, 3, 1);
            }
            page.getChildren().addAll(Ui.label("config-group-" + g.getKey(), title(g.getKey()), "attendant-title"), grid);
        }
        return Cells.scrolled(page, model.attendantIndex().get());
    }

    private static String topic(String key) {
        int dot = key.indexOf('.');
        return dot < 0 ? key : key.substring(0, dot);
    }

    private static String title(String topic) {
        return switch (topic) {
            case "cabinet" -> "CABINET";
            case "jurisdiction" -> "JURISDICTION";
            case "security" -> "SECURITY";
            case "hal" -> "DEVICES";
            case "game", "games" -> "GAMES";
            case "store" -> "METER STORE";
            default -> topic.toUpperCase(Locale.ROOT);
        };
    }

    Node ramClear() {
        int stage = model.ramClearStage().get();
        String text = switch (stage) {
            case 0 -> "RAM clear erases every meter, the journal and the logs, and starts a new store. It is logged.";
            case 1 -> "ARE YOU SURE? Every meter, the journal and the logs will be erased.";
            default -> "LAST CHANCE: press CONFIRM again to clear all critical memory now.";
        };
        Label l = Ui.label("ram-clear-text", text, stage == 0 ? "note" : "error");
        l.setWrapText(true);
        l.setMaxWidth(800);
        return new VBox(16, l, new HBox(12,
                Ui.button("ram-clear-confirm", stage == 0 ? "RAM CLEAR" : "CONFIRM (" + stage + "/2)",
                        () -> controller.attendant().confirmRamClear("RAM clear from the attendant menu")),
                Ui.button("ram-clear-cancel", "CANCEL", controller.attendant()::cancelRamClear)));
    }
}
