(define (problem plan_trial_T00000000_000001_000152)
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
        CupType - otype
        KnifeType - otype
        PepperShakerType - otype
        Cup_bar__plus_01_dot_72_bar__plus_00_dot_08_bar__minus_01_dot_06 - object
        Bowl_bar__minus_01_dot_95_bar__plus_00_dot_86_bar__plus_01_dot_36 - object
        ButterKnife_bar__minus_00_dot_01_bar__plus_01_dot_49_bar__plus_01_dot_44 - object
        ButterKnife_bar__minus_01_dot_13_bar__plus_01_dot_33_bar__minus_02_dot_60 - object
        Knife_bar__minus_00_dot_25_bar__plus_00_dot_35_bar__minus_02_dot_58 - object
        Knife_bar__minus_01_dot_32_bar__plus_00_dot_04_bar__minus_02_dot_61 - object
        PepperShaker_bar__plus_01_dot_71_bar__plus_00_dot_45_bar__minus_01_dot_73 - object
        PepperShaker_bar__plus_01_dot_15_bar__plus_01_dot_37_bar__minus_00_dot_52 - object
        Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 - receptacle
        CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 - receptacle
        Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 - receptacle
        Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin - receptacle
        loc_bar_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_6_bar__minus_1_bar_2_bar_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_6_bar_9_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_6_bar_9_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_3_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_6_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar__minus_1_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleType Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (openable Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (receptacleType Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (objectType Cup_bar__plus_01_dot_72_bar__plus_00_dot_08_bar__minus_01_dot_06 CupType)
        (inReceptacle Cup_bar__plus_01_dot_72_bar__plus_00_dot_08_bar__minus_01_dot_06 Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (objectAtLocation Cup_bar__plus_01_dot_72_bar__plus_00_dot_08_bar__minus_01_dot_06 loc_bar_6_bar__minus_1_bar_2_bar_30)
        (pickupable Cup_bar__plus_01_dot_72_bar__plus_00_dot_08_bar__minus_01_dot_06)
        (cleanable Cup_bar__plus_01_dot_72_bar__plus_00_dot_08_bar__minus_01_dot_06)
        (heatable Cup_bar__plus_01_dot_72_bar__plus_00_dot_08_bar__minus_01_dot_06)
        (coolable Cup_bar__plus_01_dot_72_bar__plus_00_dot_08_bar__minus_01_dot_06)
        (isReceptacleObject Cup_bar__plus_01_dot_72_bar__plus_00_dot_08_bar__minus_01_dot_06)
        (objectType Bowl_bar__minus_01_dot_95_bar__plus_00_dot_86_bar__plus_01_dot_36 BowlType)
        (inReceptacle Bowl_bar__minus_01_dot_95_bar__plus_00_dot_86_bar__plus_01_dot_36 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (objectAtLocation Bowl_bar__minus_01_dot_95_bar__plus_00_dot_86_bar__plus_01_dot_36 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (pickupable Bowl_bar__minus_01_dot_95_bar__plus_00_dot_86_bar__plus_01_dot_36)
        (cleanable Bowl_bar__minus_01_dot_95_bar__plus_00_dot_86_bar__plus_01_dot_36)
        (coolable Bowl_bar__minus_01_dot_95_bar__plus_00_dot_86_bar__plus_01_dot_36)
        (isReceptacleObject Bowl_bar__minus_01_dot_95_bar__plus_00_dot_86_bar__plus_01_dot_36)
        (objectType ButterKnife_bar__minus_00_dot_01_bar__plus_01_dot_49_bar__plus_01_dot_44 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_01_bar__plus_01_dot_49_bar__plus_01_dot_44 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation ButterKnife_bar__minus_00_dot_01_bar__plus_01_dot_49_bar__plus_01_dot_44 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_01_bar__plus_01_dot_49_bar__plus_01_dot_44)
        (cleanable ButterKnife_bar__minus_00_dot_01_bar__plus_01_dot_49_bar__plus_01_dot_44)
        (objectType ButterKnife_bar__minus_01_dot_13_bar__plus_01_dot_33_bar__minus_02_dot_60 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_01_dot_13_bar__plus_01_dot_33_bar__minus_02_dot_60 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (objectAtLocation ButterKnife_bar__minus_01_dot_13_bar__plus_01_dot_33_bar__minus_02_dot_60 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (pickupable ButterKnife_bar__minus_01_dot_13_bar__plus_01_dot_33_bar__minus_02_dot_60)
        (cleanable ButterKnife_bar__minus_01_dot_13_bar__plus_01_dot_33_bar__minus_02_dot_60)
        (objectType Knife_bar__minus_00_dot_25_bar__plus_00_dot_35_bar__minus_02_dot_58 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_25_bar__plus_00_dot_35_bar__minus_02_dot_58 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Knife_bar__minus_00_dot_25_bar__plus_00_dot_35_bar__minus_02_dot_58 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable Knife_bar__minus_00_dot_25_bar__plus_00_dot_35_bar__minus_02_dot_58)
        (cleanable Knife_bar__minus_00_dot_25_bar__plus_00_dot_35_bar__minus_02_dot_58)
        (objectType Knife_bar__minus_01_dot_32_bar__plus_00_dot_04_bar__minus_02_dot_61 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_32_bar__plus_00_dot_04_bar__minus_02_dot_61 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation Knife_bar__minus_01_dot_32_bar__plus_00_dot_04_bar__minus_02_dot_61 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable Knife_bar__minus_01_dot_32_bar__plus_00_dot_04_bar__minus_02_dot_61)
        (cleanable Knife_bar__minus_01_dot_32_bar__plus_00_dot_04_bar__minus_02_dot_61)
        (objectType PepperShaker_bar__plus_01_dot_71_bar__plus_00_dot_45_bar__minus_01_dot_73 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_71_bar__plus_00_dot_45_bar__minus_01_dot_73 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation PepperShaker_bar__plus_01_dot_71_bar__plus_00_dot_45_bar__minus_01_dot_73 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_71_bar__plus_00_dot_45_bar__minus_01_dot_73)
        (objectType PepperShaker_bar__plus_01_dot_15_bar__plus_01_dot_37_bar__minus_00_dot_52 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_01_dot_15_bar__plus_01_dot_37_bar__minus_00_dot_52 CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42)
        (objectAtLocation PepperShaker_bar__plus_01_dot_15_bar__plus_01_dot_37_bar__minus_00_dot_52 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_01_dot_15_bar__plus_01_dot_37_bar__minus_00_dot_52)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
