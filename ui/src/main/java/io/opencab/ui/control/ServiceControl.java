package io.opencab.ui.control;

import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.SasStatus;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The service pages' forms and the cabinet's answers (issue 39 items 1 and 8). An answer belongs to the page,
 * the confirmation stage and the form it was asked from: it is shown there and nowhere else, and it is gone
 * when the technician moves on (another page, another stage, the form closed), so a refused seed never
 * follows the technician to the SAS page, nor a refused setting to RAM clear's last confirmation. JavaFX
 * thread only; requests go through {@link AttendantControl#attendantRequest}.
 */
public final class ServiceControl {
    /** Where an answer belongs: a page (null: the menu), its confirmation stage, and the key of its form ("": none). */
    public record Result(AttendantPage page, int stage, String form, String text) {
    }

    /** The seed form's key (not a configuration key). */
    public static final String SEED = "verify.seed";

    private final KioskController c;
    private final AttendantControl attendant;
    private final ReadOnlyObjectWrapper<Result> result = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ServiceForm> form = new ReadOnlyObjectWrapper<>();
    private Function<String, AttendantRequest> save;

    ServiceControl(KioskController c, AttendantControl attendant) {
        this.c = c;
        this.attendant = attendant;
    }

    /** The last answer with where it belongs (views show {@link #resultText()}). */
    public ReadOnlyObjectProperty<Result> result() {
        return result.getReadOnlyProperty();
    }

    /** The value being entered, or null. */
    public ReadOnlyObjectProperty<ServiceForm> form() {
        return form.getReadOnlyProperty();
    }

    /** The cabinet's answer that is still true here: asked from this page, stage and form; else "". */
    public String resultText() {
        Result r = result.get();
        if (r == null) {
            return "";
        }
        return r.page() == c.model().attendantPage.get() && r.stage() == c.model().ramClearStage.get()
                && r.form().equals(formKey()) ? r.text() : "";
    }

    private String formKey() {
        return form.get() == null ? "" : form.get().item().key();
    }

    /** Moving on (another page, the menu, a login or logout): the form and the last answer end. */
    void clear() {
        form.set(null);
        save = null;
        result.set(null);
    }

    /** The cabinet answered a request made on {@code page}: the answer belongs there, in today's stage and form. */
    void answered(AttendantPage page, String text) {
        if (page != c.model().attendantPage.get()) {
            return; // the technician left the page meanwhile: the answer is no longer about what is shown
        }
        result.set(text == null || text.isBlank() ? null
                : new Result(page, c.model().ramClearStage.get(), formKey(), text));
    }

    /** Configuration: BET+/BET- select a setting one at a time (the page follows), SPIN opens its form. */
    boolean configInput(Input input) {
        List<ConfigItem> items = configItems();
        int i = c.model().attendantIndex.get();
        switch (input) {
            case BET_UP -> c.model().attendantIndex.set(Math.max(0, i - 1));
            case BET_DOWN -> c.model().attendantIndex.set(Math.max(0, Math.min(items.size() - 1, i + 1)));
            case SPIN -> {
                if (i < items.size()) {
                    edit(items.get(i));
                }
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /** Configuration: selects setting {@code i} (a touch on its line). */
    public void selectConfig(int i) {
        KioskController.onFx(() -> {
            if (c.model().attendantPage.get() == AttendantPage.CONFIG && form.get() == null) {
                c.model().attendantIndex.set(Math.max(0, Math.min(configItems().size() - 1, i)));
            }
        });
    }

    /** The configuration page's settings as loaded (none while loading). */
    @SuppressWarnings("unchecked")
    public List<ConfigItem> configItems() {
        Object d = c.model().attendantData.get();
        return c.model().attendantPage.get() == AttendantPage.CONFIG && d instanceof List<?> l ? (List<ConfigItem>) l
                : List.of();
    }

    /** The technician's SET of {@code item}: a form with the control its field asks for. */
    public void edit(ConfigItem item) {
        KioskController.onFx(() -> {
            if (!item.editable()) {
                answered(c.model().attendantPage.get(), item.label() + " cannot be changed here: " + item.readOnly());
                return;
            }
            open(new ServiceForm(item, "SAVE FOR THE NEXT START", 64),
                    v -> new AttendantRequest.SetConfig(item.key(), v));
        });
    }

    /** The seed of a seeded software check (regulations.md 1.8 GAT), entered on the hex keypad. */
    public void enterSeed() {
        KioskController.onFx(() -> open(new ServiceForm(new ConfigItem(SEED, "", "The seed the casino system or the"
                + " regulator gives for this check, in hex: each component's HMAC-SHA1 is keyed by it, the values"
                + " 'provision verify --seed' prints.", true, "Seed for the software check", "",
                ConfigItem.Field.hex(), ""), "VERIFY WITH SEED", 64), AttendantRequest.VerifySoftware::new));
    }

    private void open(ServiceForm f, Function<String, AttendantRequest> onSave) {
        result.set(null);
        save = onSave;
        form.set(f);
    }

    /** SAVE: sends the value; a setting's form stays until the cabinet shows it saved, a seed's closes. */
    public void save() {
        KioskController.onFx(() -> {
            ServiceForm f = form.get();
            if (f == null || f.saving()) {
                return;
            }
            AttendantRequest r = save.apply(f.draft().get().strip());
            if (f.item().key().equals(SEED)) {
                form.set(null);
            } else {
                f.saving(true);
            }
            attendant.attendantRequest(r);
        });
    }

    public void cancel() {
        KioskController.onFx(() -> {
            form.set(null);
            save = null;
            result.set(null);
        });
    }

    /** The deck while a form is open; false when no form is open (the page's own meaning applies). */
    boolean input(Input input) {
        ServiceForm f = form.get();
        if (f == null) {
            return false;
        }
        switch (input) {
            case BET_UP -> f.step(1);
            case BET_DOWN -> f.step(-1);
            case MAX_BET -> f.toggle();
            case SPIN -> save();
            case CASH_OUT, BACK, HELP -> cancel();
            default -> {
            }
        }
        return true;
    }

    /**
     * The page's data arrived after a SET: the form closes once the saved value is the one entered (the answer
     * then belongs to the page); a refused value stays in the form with the refusal beside it.
     */
    void loaded(Object data) {
        ServiceForm f = form.get();
        if (f == null || !f.saving()) {
            return;
        }
        f.saving(false);
        Optional<ConfigItem> now = items(data).stream().filter(i -> i.key().equals(f.item().key())).findFirst();
        if (now.isPresent() && now.get().saved().equals(f.draft().get().strip())) {
            Result r = result.get();
            form.set(null);
            save = null;
            if (r != null && r.form().equals(f.item().key())) {
                result.set(new Result(r.page(), r.stage(), "", r.text()));
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static List<ConfigItem> items(Object data) {
        if (data instanceof SasStatus s) {
            return s.settings();
        }
        return data instanceof List<?> l && (l.isEmpty() || l.getFirst() instanceof ConfigItem) ? (List<ConfigItem>) l
                : List.of();
    }
}
