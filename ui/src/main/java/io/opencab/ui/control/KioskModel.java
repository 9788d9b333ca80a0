package io.opencab.ui.control;

import io.opencab.ui.port.KioskState;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.Speed;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The kiosk's observable state. Views read it and bind to it; only {@link KioskController}
 * changes it, on the JavaFX thread.
 */
public final class KioskModel {
    final ReadOnlyObjectWrapper<KioskState> state = new ReadOnlyObjectWrapper<>();
    final ReadOnlyObjectWrapper<Screen> screen = new ReadOnlyObjectWrapper<>(Screen.INTRO);
    final ReadOnlyObjectWrapper<Screen.Panel> panel = new ReadOnlyObjectWrapper<>(Screen.Panel.NONE);
    final ReadOnlyIntegerWrapper helpPage = new ReadOnlyIntegerWrapper(0);
    final ReadOnlyIntegerWrapper selection = new ReadOnlyIntegerWrapper(0);
    final ReadOnlyObjectWrapper<Presenter> presenter = new ReadOnlyObjectWrapper<>();
    final ReadOnlyObjectWrapper<Speed> speed = new ReadOnlyObjectWrapper<>(Speed.NORMAL);
    final ReadOnlyIntegerWrapper volume = new ReadOnlyIntegerWrapper(60);
    final ReadOnlyBooleanWrapper muted = new ReadOnlyBooleanWrapper(false);
    final ReadOnlyBooleanWrapper introEnabled = new ReadOnlyBooleanWrapper(true);
    final ReadOnlyBooleanWrapper spaceToSpin = new ReadOnlyBooleanWrapper(true);
    final ReadOnlyObjectWrapper<AutoplayRun> autoplay = new ReadOnlyObjectWrapper<>();
    final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
    final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper("");
    final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    final ReadOnlyStringWrapper pinEntry = new ReadOnlyStringWrapper("");
    final ReadOnlyObjectWrapper<AttendantPage> attendantPage = new ReadOnlyObjectWrapper<>();
    final ReadOnlyIntegerWrapper attendantIndex = new ReadOnlyIntegerWrapper(0);
    final ReadOnlyObjectWrapper<Object> attendantData = new ReadOnlyObjectWrapper<>();
    final ReadOnlyIntegerWrapper ramClearStage = new ReadOnlyIntegerWrapper(0);
    final ReadOnlyStringWrapper lastDeckInput = new ReadOnlyStringWrapper("");
    final ReadOnlyObjectWrapper<Presenter> recallPresenter = new ReadOnlyObjectWrapper<>();
    final ReadOnlyIntegerWrapper recallStep = new ReadOnlyIntegerWrapper(-1);

    /** The cabinet's last state. */
    public ReadOnlyObjectProperty<KioskState> state() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Screen> screen() {
        return screen.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Screen.Panel> panel() {
        return panel.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty helpPage() {
        return helpPage.getReadOnlyProperty();
    }

    /** The highlighted game on game select. */
    public ReadOnlyIntegerProperty selection() {
        return selection.getReadOnlyProperty();
    }

    /** The presenter of the game being played (its board view, win meter and caption). */
    public ReadOnlyObjectProperty<Presenter> presenter() {
        return presenter.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Speed> speed() {
        return speed.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty volume() {
        return volume.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty muted() {
        return muted.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty introEnabled() {
        return introEnabled.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty spaceToSpin() {
        return spaceToSpin.getReadOnlyProperty();
    }

    /** The running autoplay, or null. */
    public ReadOnlyObjectProperty<AutoplayRun> autoplay() {
        return autoplay.getReadOnlyProperty();
    }

    /**
     * The kiosk's own message (autoplay stopped, a refused input), shown instead of the cabinet's; it is cleared
     * as soon as what it says stops being true (issue 39 item 1).
     */
    public ReadOnlyStringProperty note() {
        return note.getReadOnlyProperty();
    }

    /** A few words over the game while the kiosk's note holds ("RESUMED AFTER POWER LOSS"), or "". */
    public ReadOnlyStringProperty headline() {
        return headline.getReadOnlyProperty();
    }

    /** A fault the cabinet reported for an action, shown until the next action. */
    public ReadOnlyStringProperty error() {
        return error.getReadOnlyProperty();
    }

    /** The digits typed on the PIN pad so far (shown masked). */
    public ReadOnlyStringProperty pinEntry() {
        return pinEntry.getReadOnlyProperty();
    }

    /** The open attendant page, or null for the menu. */
    public ReadOnlyObjectProperty<AttendantPage> attendantPage() {
        return attendantPage.getReadOnlyProperty();
    }

    /** The highlighted line of the attendant menu or page (deck navigation). */
    public ReadOnlyIntegerProperty attendantIndex() {
        return attendantIndex.getReadOnlyProperty();
    }

    /** What the open attendant page shows (Meters, a list of entries, Diagnostics), loaded from the port. */
    public ReadOnlyObjectProperty<Object> attendantData() {
        return attendantData.getReadOnlyProperty();
    }

    /** RAM clear: 0 not asked, 1 first confirmation asked, 2 second confirmation asked. */
    public ReadOnlyIntegerProperty ramClearStage() {
        return ramClearStage.getReadOnlyProperty();
    }

    /** The last deck press (diagnostics' button test). */
    public ReadOnlyStringProperty lastDeckInput() {
        return lastDeckInput.getReadOnlyProperty();
    }

    /** Game recall's presenter (the renderer of the recalled round's game). */
    public ReadOnlyObjectProperty<Presenter> recallPresenter() {
        return recallPresenter.getReadOnlyProperty();
    }

    /** The recalled round's step shown, or -1 before the first. */
    public ReadOnlyIntegerProperty recallStep() {
        return recallStep.getReadOnlyProperty();
    }
}
