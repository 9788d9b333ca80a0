package io.opencab.ui.view;

import static io.opencab.ui.view.Cells.cell;

import io.opencab.ui.control.LogTime;
import io.opencab.ui.port.VerifyResult;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * The latest software check on the diagnostics page (issue 24 item 6; regulations.md 1.8): the
 * result, when it ran and how long it took, then each component with PASS or FAIL, the hash the
 * signed manifest expects and the hash found (and the seeded HMAC-SHA1), in full, so a regulator
 * can compare them with the release's own list.
 */
final class VerifyTable {
    private VerifyTable() {
    }

    static Node of(Optional<VerifyResult> software) {
        if (software.isEmpty()) {
            Label none = Ui.wrapped("No software check has run yet: press VERIFY SOFTWARE.", "table-line", 1100);
            none.setId("verify-result");
            return none;
        }
        VerifyResult v = software.get();
        Label headline = Ui.wrapped(v.headline(), "table-line", 1100);
        headline.setId("verify-result");
        if (!v.passed()) {
            headline.getStyleClass().add("fault");
        }
        Label when = cell("verify-time", "Checked " + LogTime.of(v.at()) + ", took " + v.millis() + " ms, "
            + v.parts().size() + " components");
        // One block per component: PASS/FAIL and its name, then the hashes in full under it, so the page is
        // never wider than the attendant area (a 64-digit hash beside a name would not fit).
        VBox table = new VBox(6);
        table.setId("verify-table");
        int i = 0;
        for (VerifyResult.Part p : v.parts()) {
            // A resource inside a jar is named jar!/path: the path on its own line, so the page never grows sideways.
            String name = (p.ok() ? "PASS  " : "FAIL  ") + p.component().replace("!/", "\n      !/");
            VBox block = new VBox(0, cell("verify-part-" + i++, name),
                    cell("    expected  " + p.expected()), cell("    found     " + p.found()));
            if (p.hmac() != null) {
                block.getChildren().add(cell("    hmac-sha1 " + p.hmac()));
            }
            if (!p.ok()) {
                block.getChildren().forEach(n -> n.getStyleClass().add("fault"));
            }
            table.getChildren().add(block);
        }
        return new VBox(6, headline, when, table);
    }
}
