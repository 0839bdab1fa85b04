"""PLACEHOLDER: reference semantics of the collectives ops."""
