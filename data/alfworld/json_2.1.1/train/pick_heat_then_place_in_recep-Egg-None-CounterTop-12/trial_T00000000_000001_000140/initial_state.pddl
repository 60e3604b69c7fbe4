(define (problem plan_trial_T00000000_000001_000140)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        EggType - otype
        KnifeType - otype
        PepperShakerType - otype
        PotatoType - otype
        SpatulaType - otype
        SpoonType - otype
        Egg_bar__plus_02_dot_77_bar__plus_00_dot_29_bar__plus_02_dot_76 - object
        Egg_bar__plus_02_dot_59_bar__plus_00_dot_19_bar__minus_00_dot_98 - object
        Bowl_bar__plus_01_dot_50_bar__plus_00_dot_95_bar__plus_00_dot_61 - object
        ButterKnife_bar__plus_01_dot_80_bar__plus_00_dot_94_bar__plus_00_dot_54 - object
        Knife_bar__plus_01_dot_77_bar__plus_01_dot_06_bar__plus_02_dot_07 - object
        PepperShaker_bar__plus_01_dot_82_bar__plus_01_dot_04_bar__plus_02_dot_04 - object
        PepperShaker_bar__minus_00_dot_75_bar__plus_00_dot_29_bar__plus_02_dot_38 - object
        Potato_bar__minus_01_dot_93_bar__plus_00_dot_84_bar__minus_02_dot_45 - object
        Potato_bar__minus_01_dot_35_bar__plus_01_dot_37_bar__minus_02_dot_51 - object
        Spatula_bar__minus_00_dot_68_bar__plus_00_dot_11_bar__plus_01_dot_52 - object
        Spatula_bar__minus_02_dot_33_bar__plus_01_dot_44_bar__minus_02_dot_88 - object
        Spoon_bar__plus_02_dot_89_bar__plus_00_dot_10_bar__plus_00_dot_15 - object
        Spoon_bar__minus_02_dot_85_bar__plus_00_dot_83_bar__plus_01_dot_29 - object
        Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 - receptacle
        CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 - receptacle
        Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 - receptacle
        Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar_12_bar__minus_6_bar_3_bar_30 - location
        loc_bar_1_bar_5_bar_3_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_0 - location
        loc_bar_3_bar_1_bar_1_bar__minus_30 - location
        loc_bar_4_bar_5_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_0 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar__minus_6_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 loc_bar_3_bar_1_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_1_bar_6_bar_1_bar_0)
        (openable Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (receptacleType CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (receptacleType Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 loc_bar_4_bar_6_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (receptacleType Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin loc_bar_4_bar_5_bar_1_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SpoonType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType SpatulaType)
        (canContain SinkBasinType SpoonType)
        (objectType Egg_bar__plus_02_dot_77_bar__plus_00_dot_29_bar__plus_02_dot_76 EggType)
        (inReceptacle Egg_bar__plus_02_dot_77_bar__plus_00_dot_29_bar__plus_02_dot_76 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Egg_bar__plus_02_dot_77_bar__plus_00_dot_29_bar__plus_02_dot_76 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Egg_bar__plus_02_dot_77_bar__plus_00_dot_29_bar__plus_02_dot_76)
        (cleanable Egg_bar__plus_02_dot_77_bar__plus_00_dot_29_bar__plus_02_dot_76)
        (heatable Egg_bar__plus_02_dot_77_bar__plus_00_dot_29_bar__plus_02_dot_76)
        (coolable Egg_bar__plus_02_dot_77_bar__plus_00_dot_29_bar__plus_02_dot_76)
        (sliceable Egg_bar__plus_02_dot_77_bar__plus_00_dot_29_bar__plus_02_dot_76)
        (objectType Egg_bar__plus_02_dot_59_bar__plus_00_dot_19_bar__minus_00_dot_98 EggType)
        (inReceptacle Egg_bar__plus_02_dot_59_bar__plus_00_dot_19_bar__minus_00_dot_98 Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (objectAtLocation Egg_bar__plus_02_dot_59_bar__plus_00_dot_19_bar__minus_00_dot_98 loc_bar_4_bar_6_bar_1_bar_0)
        (pickupable Egg_bar__plus_02_dot_59_bar__plus_00_dot_19_bar__minus_00_dot_98)
        (cleanable Egg_bar__plus_02_dot_59_bar__plus_00_dot_19_bar__minus_00_dot_98)
        (heatable Egg_bar__plus_02_dot_59_bar__plus_00_dot_19_bar__minus_00_dot_98)
        (coolable Egg_bar__plus_02_dot_59_bar__plus_00_dot_19_bar__minus_00_dot_98)
        (sliceable Egg_bar__plus_02_dot_59_bar__plus_00_dot_19_bar__minus_00_dot_98)
        (objectType Bowl_bar__plus_01_dot_50_bar__plus_00_dot_95_bar__plus_00_dot_61 BowlType)
        (inReceptacle Bowl_bar__plus_01_dot_50_bar__plus_00_dot_95_bar__plus_00_dot_61 Cabinet_bar__plus_01_dot_50_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (objectAtLocation Bowl_bar__plus_01_dot_50_bar__plus_00_dot_95_bar__plus_00_dot_61 loc_bar_1_bar_6_bar_1_bar_0)
        (pickupable Bowl_bar__plus_01_dot_50_bar__plus_00_dot_95_bar__plus_00_dot_61)
        (cleanable Bowl_bar__plus_01_dot_50_bar__plus_00_dot_95_bar__plus_00_dot_61)
        (coolable Bowl_bar__plus_01_dot_50_bar__plus_00_dot_95_bar__plus_00_dot_61)
        (isReceptacleObject Bowl_bar__plus_01_dot_50_bar__plus_00_dot_95_bar__plus_00_dot_61)
        (objectType ButterKnife_bar__plus_01_dot_80_bar__plus_00_dot_94_bar__plus_00_dot_54 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_01_dot_80_bar__plus_00_dot_94_bar__plus_00_dot_54 CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92)
        (objectAtLocation ButterKnife_bar__plus_01_dot_80_bar__plus_00_dot_94_bar__plus_00_dot_54 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable ButterKnife_bar__plus_01_dot_80_bar__plus_00_dot_94_bar__plus_00_dot_54)
        (cleanable ButterKnife_bar__plus_01_dot_80_bar__plus_00_dot_94_bar__plus_00_dot_54)
        (objectType Knife_bar__plus_01_dot_77_bar__plus_01_dot_06_bar__plus_02_dot_07 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_77_bar__plus_01_dot_06_bar__plus_02_dot_07 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Knife_bar__plus_01_dot_77_bar__plus_01_dot_06_bar__plus_02_dot_07 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Knife_bar__plus_01_dot_77_bar__plus_01_dot_06_bar__plus_02_dot_07)
        (cleanable Knife_bar__plus_01_dot_77_bar__plus_01_dot_06_bar__plus_02_dot_07)
        (objectType PepperShaker_bar__plus_01_dot_82_bar__plus_01_dot_04_bar__plus_02_dot_04 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_82_bar__plus_01_dot_04_bar__plus_02_dot_04 Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59)
        (objectAtLocation PepperShaker_bar__plus_01_dot_82_bar__plus_01_dot_04_bar__plus_02_dot_04 loc_bar_3_bar_1_bar_1_bar__minus_30)
        (pickupable PepperShaker_bar__plus_01_dot_82_bar__plus_01_dot_04_bar__plus_02_dot_04)
        (objectType PepperShaker_bar__minus_00_dot_75_bar__plus_00_dot_29_bar__plus_02_dot_38 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_75_bar__plus_00_dot_29_bar__plus_02_dot_38 Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (objectAtLocation PepperShaker_bar__minus_00_dot_75_bar__plus_00_dot_29_bar__plus_02_dot_38 loc_bar_1_bar_5_bar_3_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_75_bar__plus_00_dot_29_bar__plus_02_dot_38)
        (objectType Potato_bar__minus_01_dot_93_bar__plus_00_dot_84_bar__minus_02_dot_45 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_93_bar__plus_00_dot_84_bar__minus_02_dot_45 Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (objectAtLocation Potato_bar__minus_01_dot_93_bar__plus_00_dot_84_bar__minus_02_dot_45 loc_bar_4_bar_6_bar_1_bar_0)
        (pickupable Potato_bar__minus_01_dot_93_bar__plus_00_dot_84_bar__minus_02_dot_45)
        (cleanable Potato_bar__minus_01_dot_93_bar__plus_00_dot_84_bar__minus_02_dot_45)
        (heatable Potato_bar__minus_01_dot_93_bar__plus_00_dot_84_bar__minus_02_dot_45)
        (coolable Potato_bar__minus_01_dot_93_bar__plus_00_dot_84_bar__minus_02_dot_45)
        (sliceable Potato_bar__minus_01_dot_93_bar__plus_00_dot_84_bar__minus_02_dot_45)
        (objectType Potato_bar__minus_01_dot_35_bar__plus_01_dot_37_bar__minus_02_dot_51 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_35_bar__plus_01_dot_37_bar__minus_02_dot_51 Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (objectAtLocation Potato_bar__minus_01_dot_35_bar__plus_01_dot_37_bar__minus_02_dot_51 loc_bar_4_bar_6_bar_1_bar_0)
        (pickupable Potato_bar__minus_01_dot_35_bar__plus_01_dot_37_bar__minus_02_dot_51)
        (cleanable Potato_bar__minus_01_dot_35_bar__plus_01_dot_37_bar__minus_02_dot_51)
        (heatable Potato_bar__minus_01_dot_35_bar__plus_01_dot_37_bar__minus_02_dot_51)
        (coolable Potato_bar__minus_01_dot_35_bar__plus_01_dot_37_bar__minus_02_dot_51)
        (sliceable Potato_bar__minus_01_dot_35_bar__plus_01_dot_37_bar__minus_02_dot_51)
        (objectType Spatula_bar__minus_00_dot_68_bar__plus_00_dot_11_bar__plus_01_dot_52 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_68_bar__plus_00_dot_11_bar__plus_01_dot_52 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Spatula_bar__minus_00_dot_68_bar__plus_00_dot_11_bar__plus_01_dot_52 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Spatula_bar__minus_00_dot_68_bar__plus_00_dot_11_bar__plus_01_dot_52)
        (cleanable Spatula_bar__minus_00_dot_68_bar__plus_00_dot_11_bar__plus_01_dot_52)
        (objectType Spatula_bar__minus_02_dot_33_bar__plus_01_dot_44_bar__minus_02_dot_88 SpatulaType)
        (inReceptacle Spatula_bar__minus_02_dot_33_bar__plus_01_dot_44_bar__minus_02_dot_88 CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92)
        (objectAtLocation Spatula_bar__minus_02_dot_33_bar__plus_01_dot_44_bar__minus_02_dot_88 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable Spatula_bar__minus_02_dot_33_bar__plus_01_dot_44_bar__minus_02_dot_88)
        (cleanable Spatula_bar__minus_02_dot_33_bar__plus_01_dot_44_bar__minus_02_dot_88)
        (objectType Spoon_bar__plus_02_dot_89_bar__plus_00_dot_10_bar__plus_00_dot_15 SpoonType)
        (inReceptacle Spoon_bar__plus_02_dot_89_bar__plus_00_dot_10_bar__plus_00_dot_15 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Spoon_bar__plus_02_dot_89_bar__plus_00_dot_10_bar__plus_00_dot_15 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Spoon_bar__plus_02_dot_89_bar__plus_00_dot_10_bar__plus_00_dot_15)
        (cleanable Spoon_bar__plus_02_dot_89_bar__plus_00_dot_10_bar__plus_00_dot_15)
        (objectType Spoon_bar__minus_02_dot_85_bar__plus_00_dot_83_bar__plus_01_dot_29 SpoonType)
        (inReceptacle Spoon_bar__minus_02_dot_85_bar__plus_00_dot_83_bar__plus_01_dot_29 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Spoon_bar__minus_02_dot_85_bar__plus_00_dot_83_bar__plus_01_dot_29 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Spoon_bar__minus_02_dot_85_bar__plus_00_dot_83_bar__plus_01_dot_29)
        (cleanable Spoon_bar__minus_02_dot_85_bar__plus_00_dot_83_bar__plus_01_dot_29)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
