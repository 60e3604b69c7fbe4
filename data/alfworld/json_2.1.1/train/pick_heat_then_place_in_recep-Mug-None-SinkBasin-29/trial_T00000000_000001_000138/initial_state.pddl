(define (problem plan_trial_T00000000_000001_000138)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        MugType - otype
        PanType - otype
        PepperShakerType - otype
        Mug_bar__plus_02_dot_30_bar__plus_00_dot_28_bar__plus_00_dot_62 - object
        Bowl_bar__plus_02_dot_93_bar__plus_01_dot_07_bar__plus_00_dot_32 - object
        Bowl_bar__minus_02_dot_76_bar__plus_00_dot_68_bar__minus_00_dot_61 - object
        Kettle_bar__plus_02_dot_19_bar__plus_00_dot_73_bar__minus_01_dot_18 - object
        Kettle_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_21 - object
        Pan_bar__minus_00_dot_49_bar__plus_00_dot_83_bar__plus_01_dot_40 - object
        PepperShaker_bar__plus_00_dot_92_bar__plus_01_dot_36_bar__plus_01_dot_15 - object
        PepperShaker_bar__minus_02_dot_33_bar__plus_00_dot_68_bar__minus_01_dot_65 - object
        Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 - receptacle
        Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 - receptacle
        Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin - receptacle
        loc_bar_0_bar_7_bar_3_bar_0 - location
        loc_bar_1_bar__minus_9_bar_1_bar_30 - location
        loc_bar_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_30 - location
        loc_bar_6_bar__minus_1_bar_2_bar_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_0 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_9_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_3_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar_6_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (openable Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 loc_bar__minus_4_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11)
        (receptacleType Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 loc_bar_0_bar_7_bar_3_bar_0)
        (openable Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (receptacleType Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (openable Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (receptacleType Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType KettleType)
        (canContain CabinetType MugType)
        (canContain CabinetType PanType)
        (canContain CabinetType PepperShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType MugType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PanType)
        (objectType Mug_bar__plus_02_dot_30_bar__plus_00_dot_28_bar__plus_00_dot_62 MugType)
        (inReceptacle Mug_bar__plus_02_dot_30_bar__plus_00_dot_28_bar__plus_00_dot_62 Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (objectAtLocation Mug_bar__plus_02_dot_30_bar__plus_00_dot_28_bar__plus_00_dot_62 loc_bar_0_bar_7_bar_3_bar_0)
        (pickupable Mug_bar__plus_02_dot_30_bar__plus_00_dot_28_bar__plus_00_dot_62)
        (cleanable Mug_bar__plus_02_dot_30_bar__plus_00_dot_28_bar__plus_00_dot_62)
        (heatable Mug_bar__plus_02_dot_30_bar__plus_00_dot_28_bar__plus_00_dot_62)
        (coolable Mug_bar__plus_02_dot_30_bar__plus_00_dot_28_bar__plus_00_dot_62)
        (isReceptacleObject Mug_bar__plus_02_dot_30_bar__plus_00_dot_28_bar__plus_00_dot_62)
        (objectType Bowl_bar__plus_02_dot_93_bar__plus_01_dot_07_bar__plus_00_dot_32 BowlType)
        (inReceptacle Bowl_bar__plus_02_dot_93_bar__plus_01_dot_07_bar__plus_00_dot_32 Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (objectAtLocation Bowl_bar__plus_02_dot_93_bar__plus_01_dot_07_bar__plus_00_dot_32 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (pickupable Bowl_bar__plus_02_dot_93_bar__plus_01_dot_07_bar__plus_00_dot_32)
        (cleanable Bowl_bar__plus_02_dot_93_bar__plus_01_dot_07_bar__plus_00_dot_32)
        (coolable Bowl_bar__plus_02_dot_93_bar__plus_01_dot_07_bar__plus_00_dot_32)
        (isReceptacleObject Bowl_bar__plus_02_dot_93_bar__plus_01_dot_07_bar__plus_00_dot_32)
        (objectType Bowl_bar__minus_02_dot_76_bar__plus_00_dot_68_bar__minus_00_dot_61 BowlType)
        (inReceptacle Bowl_bar__minus_02_dot_76_bar__plus_00_dot_68_bar__minus_00_dot_61 Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (objectAtLocation Bowl_bar__minus_02_dot_76_bar__plus_00_dot_68_bar__minus_00_dot_61 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (pickupable Bowl_bar__minus_02_dot_76_bar__plus_00_dot_68_bar__minus_00_dot_61)
        (cleanable Bowl_bar__minus_02_dot_76_bar__plus_00_dot_68_bar__minus_00_dot_61)
        (coolable Bowl_bar__minus_02_dot_76_bar__plus_00_dot_68_bar__minus_00_dot_61)
        (isReceptacleObject Bowl_bar__minus_02_dot_76_bar__plus_00_dot_68_bar__minus_00_dot_61)
        (objectType Kettle_bar__plus_02_dot_19_bar__plus_00_dot_73_bar__minus_01_dot_18 KettleType)
        (inReceptacle Kettle_bar__plus_02_dot_19_bar__plus_00_dot_73_bar__minus_01_dot_18 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (objectAtLocation Kettle_bar__plus_02_dot_19_bar__plus_00_dot_73_bar__minus_01_dot_18 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (pickupable Kettle_bar__plus_02_dot_19_bar__plus_00_dot_73_bar__minus_01_dot_18)
        (cleanable Kettle_bar__plus_02_dot_19_bar__plus_00_dot_73_bar__minus_01_dot_18)
        (objectType Kettle_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_21 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_21 Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (objectAtLocation Kettle_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_21 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (pickupable Kettle_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_21)
        (cleanable Kettle_bar__minus_01_dot_57_bar__plus_00_dot_41_bar__minus_01_dot_21)
        (objectType Pan_bar__minus_00_dot_49_bar__plus_00_dot_83_bar__plus_01_dot_40 PanType)
        (inReceptacle Pan_bar__minus_00_dot_49_bar__plus_00_dot_83_bar__plus_01_dot_40 Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (objectAtLocation Pan_bar__minus_00_dot_49_bar__plus_00_dot_83_bar__plus_01_dot_40 loc_bar_0_bar_7_bar_3_bar_0)
        (pickupable Pan_bar__minus_00_dot_49_bar__plus_00_dot_83_bar__plus_01_dot_40)
        (cleanable Pan_bar__minus_00_dot_49_bar__plus_00_dot_83_bar__plus_01_dot_40)
        (coolable Pan_bar__minus_00_dot_49_bar__plus_00_dot_83_bar__plus_01_dot_40)
        (isReceptacleObject Pan_bar__minus_00_dot_49_bar__plus_00_dot_83_bar__plus_01_dot_40)
        (objectType PepperShaker_bar__plus_00_dot_92_bar__plus_01_dot_36_bar__plus_01_dot_15 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_00_dot_92_bar__plus_01_dot_36_bar__plus_01_dot_15 Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (objectAtLocation PepperShaker_bar__plus_00_dot_92_bar__plus_01_dot_36_bar__plus_01_dot_15 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (pickupable PepperShaker_bar__plus_00_dot_92_bar__plus_01_dot_36_bar__plus_01_dot_15)
        (objectType PepperShaker_bar__minus_02_dot_33_bar__plus_00_dot_68_bar__minus_01_dot_65 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_02_dot_33_bar__plus_00_dot_68_bar__minus_01_dot_65 Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (objectAtLocation PepperShaker_bar__minus_02_dot_33_bar__plus_00_dot_68_bar__minus_01_dot_65 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (pickupable PepperShaker_bar__minus_02_dot_33_bar__plus_00_dot_68_bar__minus_01_dot_65)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r SinkBasinType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
