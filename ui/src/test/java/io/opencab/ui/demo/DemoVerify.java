package io.opencab.ui.demo;

import io.opencab.ui.port.VerifyResult;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;

/** TEST / DEMO ONLY: the demo cabinet's software check, over made-up component names, always passing. */
final class DemoVerify {
    private static final List<String> COMPONENTS = List.of("jar app/cabinet.jar", "jar lib/opencab-engine.jar",
        "jar lib/opencab-meters.jar", "jar lib/opencab-ui.jar",
        "math app/lib/engine-0.1.0-SNAPSHOT.jar!/io/opencab/engine/games/christmastree/christmas-tree.properties",
        "tree runtime");

    private DemoVerify() {
    }

    /** The demo cabinet's devices, all well, its lamps as tested, and its last software check. */
    static io.opencab.ui.port.Diagnostics diagnostics(boolean keyOn, java.util.Map<String, Boolean> lamps,
            VerifyResult verified) {
        List<io.opencab.ui.port.Diagnostics.Device> d = new java.util.ArrayList<>();
        for (String door : List.of("Main door", "Cash box door", "Logic door", "Validator door")) {
            d.add(new io.opencab.ui.port.Diagnostics.Device(door, "closed", true));
        }
        d.add(new io.opencab.ui.port.Diagnostics.Device("Bill validator", "simulated, idle", true));
        d.add(new io.opencab.ui.port.Diagnostics.Device("Attendant key", keyOn ? "on" : "off", true));
        d.add(new io.opencab.ui.port.Diagnostics.Device("Meter store", "demo (in memory)", true));
        lamps.forEach((k, v) -> d.add(new io.opencab.ui.port.Diagnostics.Device("Lamp " + k, v ? "ON" : "off", true)));
        return new io.opencab.ui.port.Diagnostics(d, List.copyOf(lamps.keySet()), java.util.Optional.ofNullable(verified));
    }

    static VerifyResult check(Instant at, String seedHex) {
        List<VerifyResult.Part> parts = COMPONENTS.stream().map(c -> {
            String h = sha256(c);
            return new VerifyResult.Part(c, h, h, seedHex == null ? null : sha256(seedHex + c).substring(0, 40), true);
        }).toList();
        return new VerifyResult("Software check: PASSED. " + parts.size() + " components match the demo manifest",
            true, at, 42, seedHex, parts);
    }

    private static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
