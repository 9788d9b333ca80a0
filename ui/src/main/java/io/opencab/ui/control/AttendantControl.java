package io.opencab.ui.control;

import io.opencab.ui.port.AttendantPort;
import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.RecallEntry;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.Renderers;
import io.opencab.ui.present.RoundScript;
import java.util.List;
import java.util.function.Supplier;

/**
 * The attendant menu's half of the kiosk controller: what the deck buttons and touches mean on
 * its pages, loading each page's data off the JavaFX thread, game recall, and the confirmations
 * every destructive action asks for. Changes only {@link KioskModel}; cabinet requests go through
 * the controller's one ordered queue.
 */
public final class AttendantControl {
    private final KioskController c;
    private final AttendantPort attendant;
    private final Renderers renderers;
    private final ServiceControl service;
    private List<RecallEntry> recall = List.of();
    private RecallAround around = new RecallAround(List.of(), List.of(), List.of());
    private RoundScript recallScript;
    /** Recall moves pressed while its rounds were still loading, applied when they arrive (issue 24 item 8). */
    private int pendingRecallMoves;

    AttendantControl(KioskController c, AttendantPort attendant, Renderers renderers) {
        this.c = c;
        this.attendant = attendant;
        this.renderers = renderers;
        this.service = new ServiceControl(c, this);
    }

    /** The service pages' forms and the cabinet's answers bound to the page that asked (issue 39). */
    public ServiceControl service() {
        return service;
    }

    /**
     * The key and a PIN opened the menu: during a handpay or a tilt straight onto the page that pays or clears it
     * (issue 39: not onto Meters, seven presses away), else the menu with its first entry highlighted.
     */
    void entered(KioskState s) {
        service.clear();
        c.model().attendantPage.set(null);
        c.model().attendantIndex.set(0);
        var l = s.lockup();
        if (l != null && (l.handpay() || l.kind() == io.opencab.ui.port.Lockup.Kind.TILT)) {
            openAttendantPage(AttendantPage.HANDPAY);
        }
    }

    /** The pages the logged-in role may open, in menu order. */
    public List<AttendantPage> attendantPages() {
        boolean tech = c.model().state.get().access() == KioskState.Access.TECHNICIAN;
        return java.util.Arrays.stream(AttendantPage.values()).filter(p -> tech || !p.technician()).toList();
    }

    void input(Input input) {
        AttendantPage page = c.model().attendantPage.get();
        List<AttendantPage> pages = attendantPages();
        if (page == null) {
            // The entries are the pages, then "Log out" (index pages.size()); BET+/BET- stop at the ends, so no
            // press ever jumps from the first entry to the last or skips one (issue 39).
            int last = pages.size();
            int i = Math.min(c.model().attendantIndex.get(), last);
            switch (input) {
                case BET_UP -> c.model().attendantIndex.set(Math.max(0, i - 1));
                case BET_DOWN -> c.model().attendantIndex.set(Math.min(last, i + 1));
                case SPIN -> {
                    if (i == last) {
                        attendantRequest(new AttendantRequest.Logout());
                    } else {
                        openAttendantPage(pages.get(i));
                    }
                }
                case CASH_OUT, BACK -> attendantRequest(new AttendantRequest.Logout());
                default -> {
                }
            }
            return;
        }
        if (service.input(input)) {
            return;
        }
        if (page == AttendantPage.CONFIG && service.configInput(input)) {
            return;
        }
        switch (input) {
            case CASH_OUT, BACK, HELP -> {
                if (c.model().ramClearStage.get() > 0) {
                    cancelRamClear();
                } else {
                    closeAttendantPage();
                }
            }
            case BET_UP -> {
                if (page == AttendantPage.RECALL) {
                    moveRecall(-1);
                } else {
                    c.model().attendantIndex.set(Math.max(0, c.model().attendantIndex.get() - 1));
                }
            }
            case BET_DOWN -> {
                if (page == AttendantPage.RECALL) {
                    moveRecall(1);
                } else if (page == AttendantPage.HANDPAY) {
                    // The lit answer stops at the last one (BET+ stops at the first below): no press lights nothing.
                    c.model().attendantIndex.set(Math.max(0, Math.min(lockupChoices().size() - 1,
                            c.model().attendantIndex.get() + 1)));
                } else {
                    c.model().attendantIndex.set(c.model().attendantIndex.get() + 1);
                }
            }
            case SPIN -> {
                switch (page) {
                    case RECALL -> recallStep(1);
                    case RAM_CLEAR -> confirmRamClear("RAM clear from the attendant menu");
                    case PERIOD_CLEAR -> confirmPeriodClear();
                    // The deck alone can verify the software (a cabinet may have no touch screen).
                    case DIAGNOSTICS -> verifySoftware();
                    // What the page's lit button does: pay, clear the tilt, or the answer chosen with BET+/BET- (D2 of
                    // docs/cleanroom-aft-bonus-2026-11-28.md: a tilt cleared only by touch left a deck cabinet stuck).
                    case HANDPAY -> {
                        List<LockupChoice> choices = lockupChoices();
                        if (!choices.isEmpty()) {
                            attendantRequest(choices.get(lockupChoice()).request());
                        }
                    }
                    default -> {
                    }
                }
            }
            case MAX_BET -> {
                if (page == AttendantPage.RECALL) {
                    recallPlay();
                } else if (page == AttendantPage.DIAGNOSTICS) {
                    service.enterSeed(); // the seeded check from the deck too (issue 39: no keyboard)
                }
            }
            default -> {
            }
        }
    }

    /** The Handpay and tilts page's answers to the lockup now, top first ({@link LockupChoice#of}). */
    public List<LockupChoice> lockupChoices() {
        KioskState s = c.model().state.get();
        return s == null ? List.of() : LockupChoice.of(s.lockup());
    }

    /** The answer the deck has lit on the Handpay and tilts page: SPIN presses it (the first, or BET- moved it). */
    public int lockupChoice() {
        return Math.max(0, Math.min(c.model().attendantIndex.get(), lockupChoices().size() - 1));
    }

    public void openAttendantPage(AttendantPage page) {
        KioskController.onFx(() -> {
            if (c.model().screen.get() != Screen.ATTENDANT || !attendantPages().contains(page)) {
                return;
            }
            // Data first: a view refreshed by the page change must not read the old page's data.
            service.clear();
            c.model().attendantData.set(null);
            c.model().recallPresenter.set(null);
            c.model().ramClearStage.set(0);
            c.model().attendantIndex.set(0);
            pendingRecallMoves = 0;
            c.model().attendantPage.set(page);
            load(page);
        });
    }

    public void closeAttendantPage() {
        KioskController.onFx(() -> {
            AttendantPage page = c.model().attendantPage.get();
            service.clear();
            c.model().attendantData.set(null);
            c.model().ramClearStage.set(0);
            c.model().recallPresenter.set(null);
            c.model().attendantPage.set(null);
            c.model().attendantIndex.set(page == null ? 0 : Math.max(0, attendantPages().indexOf(page)));
        });
    }

    private void load(AttendantPage page) {
        Supplier<Object> query = switch (page) {
            case METERS, PERIOD_CLEAR -> attendant::meters;
            case RECALL -> () -> new RecallAround(attendant.recall(KioskController.RECALL_ROUNDS),
                    attendant.bills(KioskController.LOG_LINES), attendant.events(KioskController.LOG_LINES));
            case EVENTS -> () -> attendant.events(KioskController.LOG_LINES);
            case BILLS -> () -> attendant.bills(KioskController.LOG_LINES);
            case TICKETS -> () -> attendant.tickets(KioskController.TICKET_LINES);
            case DIAGNOSTICS -> attendant::diagnostics;
            case CONFIG -> attendant::configuration;
            case SAS -> attendant::sas;
            case AFT -> attendant::aft;
            case HANDPAY, RAM_CLEAR -> () -> "";
        };
        c.actions.execute(() -> {
            try {
                Object data = query.get();
                KioskController.onFx(() -> {
                    if (c.model().attendantPage.get() == page) {
                        c.model().attendantData.set(data);
                        service.loaded(data);
                        if (page == AttendantPage.RECALL) {
                            around = (RecallAround) data;
                            recall = around.rounds();
                            selectRecall(pendingRecallMoves);
                            pendingRecallMoves = 0;
                        }
                    }
                });
            } catch (RuntimeException e) {
                c.fail("attendant page " + page, e);
            }
        });
    }

    /**
     * Sends an attendant request, then reloads the open page. The cabinet's answer (its state's message once the
     * request is handled) belongs to the page that asked ({@link ServiceControl#answered}).
     */
    public void attendantRequest(AttendantRequest request) {
        KioskController.onFx(() -> {
            c.submit(new KioskAction.Attendant(request));
            AttendantPage page = c.model().attendantPage.get();
            if (page != null && !(request instanceof AttendantRequest.Logout)) {
                // Runs after the request on the one action thread; the state it produced reached the model first.
                c.actions.execute(() -> KioskController.onFx(() -> {
                    KioskState s = c.model().state.get();
                    service.answered(page, s == null ? null : s.message());
                }));
                load(page);
            }
        });
    }

    /** RAM clear's double confirmation: the first call asks, the second asks again, the third clears. */
    public void confirmRamClear(String reason) {
        KioskController.onFx(() -> {
            if (c.model().attendantPage.get() != AttendantPage.RAM_CLEAR) {
                return;
            }
            int stage = c.model().ramClearStage.get();
            if (stage < 2) {
                c.model().ramClearStage.set(stage + 1);
            } else {
                c.model().ramClearStage.set(0);
                attendantRequest(new AttendantRequest.RamClear(reason));
            }
        });
    }

    /**
     * Period clear asks once (issue 24: every destructive action is confirmed, like RAM clear): the
     * first call asks, the second clears. The same confirmation stage as RAM clear, reset with the page.
     */
    public void confirmPeriodClear() {
        KioskController.onFx(() -> {
            if (c.model().attendantPage.get() != AttendantPage.PERIOD_CLEAR) {
                return;
            }
            if (c.model().ramClearStage.get() == 0) {
                c.model().ramClearStage.set(1);
            } else {
                c.model().ramClearStage.set(0);
                attendantRequest(new AttendantRequest.ClearPeriod());
            }
        });
    }

    public void cancelRamClear() {
        KioskController.onFx(() -> c.model().ramClearStage.set(0));
    }

    /** Recall: one round older (+1) or newer (-1); kept for later while the rounds are still loading. */
    private void moveRecall(int by) {
        if (c.model().attendantData.get() == null) {
            pendingRecallMoves += by;
        } else {
            selectRecall(c.model().attendantIndex.get() + by);
        }
    }

    /** Recall: shows round {@code i} of the list (0 = newest), at its first step. */
    public void selectRecall(int i) {
        KioskController.onFx(() -> {
            if (recall.isEmpty()) {
                return;
            }
            int k = Math.floorMod(i, recall.size());
            c.model().attendantIndex.set(k);
            RecallEntry e = recall.get(k);
            GameRenderer r = renderers.forGame(e.outcome().gameId());
            Presenter p = new Presenter(r.createView());
            p.view().numbers(c.model().state.get().rules().grouping());
            recallScript = r.script(e.outcome());
            p.showStep(recallScript, 0);
            c.model().recallPresenter.set(p);
            c.model().recallStep.set(0);
        });
    }

    /** Recall: the next ({@code +1}) or previous ({@code -1}) step of the shown round. */
    public void recallStep(int delta) {
        KioskController.onFx(() -> {
            Presenter p = c.model().recallPresenter.get();
            if (p == null || recallScript == null) {
                return;
            }
            int i = Math.max(0, Math.min(recallScript.steps().size() - 1, c.model().recallStep.get() + delta));
            p.showStep(recallScript, i);
            c.model().recallStep.set(i);
        });
    }

    /** Recall: plays the shown round from its start, animated as in live play. */
    public void recallPlay() {
        KioskController.onFx(() -> {
            Presenter p = c.model().recallPresenter.get();
            if (p != null && recallScript != null) {
                p.play(recallScript, c.model().speed.get(),
                        () -> c.model().recallStep.set(recallScript.steps().size() - 1));
            }
        });
    }

    /** The bills and cash-outs around recalled round {@code i}, in currency. */
    public List<String> recallAround(int i) {
        KioskState s = c.model().state.get();
        return around.around(i, s.money());
    }

    /** The steps of the recalled round shown (0 before one is shown). */
    public int recallSteps() {
        return recallScript == null || c.model().recallPresenter.get() == null ? 0 : recallScript.steps().size();
    }

    /** The recalled rounds as loaded. */
    public List<RecallEntry> recallEntries() {
        return recall;
    }

    public void lampTest(String lamp, boolean on) {
        attendantRequest(new AttendantRequest.LampTest(lamp, on));
    }

    public void verifySoftware() {
        attendantRequest(new AttendantRequest.VerifySoftware());
    }

    /** The seeded software verification: an HMAC-SHA1 per component keyed by {@code seedHex}. */
    public void verifySoftware(String seedHex) {
        attendantRequest(new AttendantRequest.VerifySoftware(seedHex));
    }

    public void setConfig(String key, String value) {
        attendantRequest(new AttendantRequest.SetConfig(key, value));
    }
}
