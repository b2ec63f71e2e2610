"""Self-evolution of the AWI memory policy (paper §5, Algorithm 1, Appendices C.6, C.7, E).

- ``policy``: the evolvable AWI agent whose policy P (the "Types of Information to
  Remember" section of the Appendix C.4 update prompt) is part of its state;
- ``feedback``: the feedback summary F_k of a period (Appendix C.7) per condition;
- ``evolver``: G, the Appendix C.6 self-evolution call, P_{k+1} = G(P_k, F_k);
- ``loop``: one user's evolution episode (one cycle per period, as the reference code);
- ``orchestrate``: ``replaykit evolve``'s directory, jobs, resume and held-out evaluation.
"""
