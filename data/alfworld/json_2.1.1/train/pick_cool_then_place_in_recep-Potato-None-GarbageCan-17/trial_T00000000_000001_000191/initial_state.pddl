(define (problem plan_trial_T00000000_000001_000191)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        KnifeType - otype
        PanType - otype
        PlateType - otype
        PotatoType - otype
        SpoonType - otype
        SprayBottleType - otype
        Potato_bar__plus_01_dot_13_bar__plus_00_dot_37_bar__plus_00_dot_57 - object
        Bowl_bar__plus_02_dot_06_bar__plus_00_dot_99_bar__plus_02_dot_65 - object
        Bowl_bar__minus_02_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_58 - object
        Pan_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_02_dot_52 - object
        Plate_bar__plus_00_dot_38_bar__plus_00_dot_69_bar__plus_00_dot_06 - object
        Spoon_bar__minus_01_dot_78_bar__plus_01_dot_26_bar__minus_01_dot_16 - object
        Spoon_bar__minus_00_dot_27_bar__plus_00_dot_87_bar__minus_01_dot_90 - object
        SprayBottle_bar__minus_01_dot_76_bar__plus_01_dot_08_bar__plus_01_dot_11 - object
        SprayBottle_bar__minus_02_dot_53_bar__plus_00_dot_52_bar__plus_00_dot_60 - object
        Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 - receptacle
        Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 - receptacle
        Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 - receptacle
        GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 - receptacle
        Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin - receptacle
        loc_bar_0_bar_6_bar_1_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_30 - location
        loc_bar_2_bar_0_bar_2_bar__minus_30 - location
        loc_bar__minus_1_bar_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar_6_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_6_bar_6_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 loc_bar__minus_1_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35)
        (receptacleType Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65 loc_bar_2_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 loc_bar_0_bar_6_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23)
        (receptacleType Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (receptacleType GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 loc_bar_1_bar_6_bar_1_bar_30)
        (receptacleType Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType PanType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SprayBottleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PanType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain GarbageCanType PotatoType)
        (canContain GarbageCanType SprayBottleType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpoonType)
        (objectType Potato_bar__plus_01_dot_13_bar__plus_00_dot_37_bar__plus_00_dot_57 PotatoType)
        (inReceptacle Potato_bar__plus_01_dot_13_bar__plus_00_dot_37_bar__plus_00_dot_57 Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin)
        (objectAtLocation Potato_bar__plus_01_dot_13_bar__plus_00_dot_37_bar__plus_00_dot_57 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Potato_bar__plus_01_dot_13_bar__plus_00_dot_37_bar__plus_00_dot_57)
        (cleanable Potato_bar__plus_01_dot_13_bar__plus_00_dot_37_bar__plus_00_dot_57)
        (heatable Potato_bar__plus_01_dot_13_bar__plus_00_dot_37_bar__plus_00_dot_57)
        (coolable Potato_bar__plus_01_dot_13_bar__plus_00_dot_37_bar__plus_00_dot_57)
        (sliceable Potato_bar__plus_01_dot_13_bar__plus_00_dot_37_bar__plus_00_dot_57)
        (objectType Bowl_bar__plus_02_dot_06_bar__plus_00_dot_99_bar__plus_02_dot_65 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_06_bar__plus_00_dot_99_bar__plus_02_dot_65 Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65)
        (objectAtLocation Bowl_bar__plus_02_dot_06_bar__plus_00_dot_99_bar__plus_02_dot_65 loc_bar_2_bar_0_bar_2_bar__minus_30)
        (pickupable Bowl_bar__plus_02_dot_06_bar__plus_00_dot_99_bar__plus_02_dot_65)
        (cleanable Bowl_bar__plus_02_dot_06_bar__plus_00_dot_99_bar__plus_02_dot_65)
        (coolable Bowl_bar__plus_02_dot_06_bar__plus_00_dot_99_bar__plus_02_dot_65)
        (isReceptacleObject Bowl_bar__plus_02_dot_06_bar__plus_00_dot_99_bar__plus_02_dot_65)
        (objectType Bowl_bar__minus_02_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_58 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_58 Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65)
        (objectAtLocation Bowl_bar__minus_02_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_58 loc_bar_2_bar_0_bar_2_bar__minus_30)
        (pickupable Bowl_bar__minus_02_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_58)
        (cleanable Bowl_bar__minus_02_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_58)
        (coolable Bowl_bar__minus_02_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_58)
        (isReceptacleObject Bowl_bar__minus_02_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_58)
        (objectType Pan_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_02_dot_52 PanType)
        (inReceptacle Pan_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_02_dot_52 Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin)
        (objectAtLocation Pan_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_02_dot_52 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Pan_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_02_dot_52)
        (cleanable Pan_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_02_dot_52)
        (coolable Pan_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_02_dot_52)
        (isReceptacleObject Pan_bar__minus_01_dot_89_bar__plus_00_dot_46_bar__plus_02_dot_52)
        (objectType Plate_bar__plus_00_dot_38_bar__plus_00_dot_69_bar__plus_00_dot_06 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_38_bar__plus_00_dot_69_bar__plus_00_dot_06 Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (objectAtLocation Plate_bar__plus_00_dot_38_bar__plus_00_dot_69_bar__plus_00_dot_06 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable Plate_bar__plus_00_dot_38_bar__plus_00_dot_69_bar__plus_00_dot_06)
        (cleanable Plate_bar__plus_00_dot_38_bar__plus_00_dot_69_bar__plus_00_dot_06)
        (heatable Plate_bar__plus_00_dot_38_bar__plus_00_dot_69_bar__plus_00_dot_06)
        (coolable Plate_bar__plus_00_dot_38_bar__plus_00_dot_69_bar__plus_00_dot_06)
        (isReceptacleObject Plate_bar__plus_00_dot_38_bar__plus_00_dot_69_bar__plus_00_dot_06)
        (objectType Spoon_bar__minus_01_dot_78_bar__plus_01_dot_26_bar__minus_01_dot_16 SpoonType)
        (inReceptacle Spoon_bar__minus_01_dot_78_bar__plus_01_dot_26_bar__minus_01_dot_16 Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin)
        (objectAtLocation Spoon_bar__minus_01_dot_78_bar__plus_01_dot_26_bar__minus_01_dot_16 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Spoon_bar__minus_01_dot_78_bar__plus_01_dot_26_bar__minus_01_dot_16)
        (cleanable Spoon_bar__minus_01_dot_78_bar__plus_01_dot_26_bar__minus_01_dot_16)
        (objectType Spoon_bar__minus_00_dot_27_bar__plus_00_dot_87_bar__minus_01_dot_90 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_27_bar__plus_00_dot_87_bar__minus_01_dot_90 Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin)
        (objectAtLocation Spoon_bar__minus_00_dot_27_bar__plus_00_dot_87_bar__minus_01_dot_90 loc_bar_1_bar_0_bar_2_bar_30)
        (pickupable Spoon_bar__minus_00_dot_27_bar__plus_00_dot_87_bar__minus_01_dot_90)
        (cleanable Spoon_bar__minus_00_dot_27_bar__plus_00_dot_87_bar__minus_01_dot_90)
        (objectType SprayBottle_bar__minus_01_dot_76_bar__plus_01_dot_08_bar__plus_01_dot_11 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_76_bar__plus_01_dot_08_bar__plus_01_dot_11 GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47)
        (objectAtLocation SprayBottle_bar__minus_01_dot_76_bar__plus_01_dot_08_bar__plus_01_dot_11 loc_bar_1_bar_6_bar_1_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_76_bar__plus_01_dot_08_bar__plus_01_dot_11)
        (objectType SprayBottle_bar__minus_02_dot_53_bar__plus_00_dot_52_bar__plus_00_dot_60 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_53_bar__plus_00_dot_52_bar__plus_00_dot_60 Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23)
        (objectAtLocation SprayBottle_bar__minus_02_dot_53_bar__plus_00_dot_52_bar__plus_00_dot_60 loc_bar_0_bar_6_bar_1_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_53_bar__plus_00_dot_52_bar__plus_00_dot_60)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PotatoType)
                            (receptacleType ?r GarbageCanType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
