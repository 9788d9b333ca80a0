package io.opencab.ui.view;

import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.demo.ForwardingAttendantPort;
import io.opencab.ui.port.AttendantPort;
import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.ConfigItem;
import io.opencab.ui.port.KioskAction;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.port.Lockup;
import io.opencab.ui.port.SasStatus;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The demo cabinet with a SAS link in front of it, for the SAS page and the host-disabled screen:
 * the host's disable (LP 01/02) as a switch, fixed link counters and exceptions, the sas.* settings
 * (the technician's SET checks the address like the cabinet), and every action the kiosk submitted.
 */
final class SasDemo extends DemoOverlay implements ForwardingAttendantPort {
    static final String DISABLED = "This machine has been disabled by the casino system.";
    final List<KioskAction> submitted = new CopyOnWriteArrayList<>();
    private final Map<String, String> settings = new LinkedHashMap<>();
    private volatile boolean hostDisabled;
    private volatile String message;

    SasDemo(DemoCabinet cabinet) {
        super(cabinet);
        settings.put("sas.enabled", "true");
        settings.put("sas.port", "/dev/ttyAMA0");
        settings.put("sas.port.kind", "uart");
        settings.put("sas.address", "1");
        settings.put("sas.link.down", "keep-playing");
        settings.put("sas.handpay.remote.reset", "false");
    }

    /** The host's LP 01 ({@code false}) or LP 02 ({@code true}). */
    void hostPlayEnabled(boolean enabled) {
        hostDisabled = !enabled;
        publish();
    }

    @Override
    public KioskState state() {
        KioskState s = cabinet.state();
        Lockup lockup = s.lockup() == null && hostDisabled && s.round() == null
                ? new Lockup(Lockup.Kind.HOST_DISABLED, "", DISABLED, 0,
                        "Play resumes when the casino system enables the machine. Your credits are safe; you may cash them out.")
                : s.lockup();
        return new KioskState(s.games(), s.gameId(), s.betLevel(), s.credits(), s.creditValueCents(), s.currency(),
                s.lastWin(), s.round(), lockup, s.access(), s.rules(), s.history(), message != null ? message : s.message());
    }

    @Override
    public void submit(KioskAction action) {
        submitted.add(action);
        message = null;
        if (action instanceof KioskAction.Attendant(AttendantRequest.SetConfig set) && set.key().startsWith("sas.")) {
            boolean tech = cabinet.state().access() == KioskState.Access.TECHNICIAN;
            if (!tech) {
                message = "only the technician may change " + set.key();
            } else if (set.key().equals("sas.address") && !set.value().matches("([1-9]|[1-9][0-9]|1[01][0-9]|12[0-7])")) {
                message = "sas.address: '" + set.value() + "' is not a number in 1..127";
            } else {
                settings.put(set.key(), set.value());
                message = set.key() + " set to " + set.value() + " (applies at the next start)";
            }
            publish();
            return;
        }
        cabinet.submit(action);
    }

    String setting(String key) {
        return settings.get(key);
    }

    @Override
    public AttendantPort pages() {
        return cabinet;
    }

    @Override
    public SasStatus sas() {
        List<SasStatus.SentException> recent = new ArrayList<>();
        int[] codes = {0x7F, 0x7E, 0x8C, 0x83, 0x82, 0x4A, 0x12, 0x11, 0x7F, 0x7E, 0x7F, 0x7E, 0x66, 0x51, 0x52, 0x20,
            0x3C, 0x17, 0x18, 0x48};
        for (int c : codes) {
            recent.add(new SasStatus.SentException(c, meaning(c)));
        }
        List<ConfigItem> items = new ArrayList<>();
        settings.forEach((k, v) -> items.add(new ConfigItem(k, v, "demo SAS setting " + k, true)));
        return new SasStatus(true, Integer.parseInt(settings.get("sas.address")), settings.get("sas.port"), true,
                12_345, 3, 2, 7, 0, recent, items);
    }

    private static String meaning(int code) {
        return switch (code) {
            case 0x7E -> "game started";
            case 0x7F -> "game ended";
            case 0x11 -> "slot door opened";
            case 0x12 -> "slot door closed";
            default -> "demo exception";
        };
    }
}
