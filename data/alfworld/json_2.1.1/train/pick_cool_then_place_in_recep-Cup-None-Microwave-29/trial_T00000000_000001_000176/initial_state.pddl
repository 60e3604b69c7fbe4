(define (problem plan_trial_T00000000_000001_000176)
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
        PotatoType - otype
        SoapBottleType - otype
        Cup_bar__minus_02_dot_61_bar__plus_01_dot_38_bar__plus_02_dot_02 - object
        Bowl_bar__plus_00_dot_19_bar__plus_00_dot_59_bar__plus_00_dot_48 - object
        Knife_bar__minus_02_dot_99_bar__plus_00_dot_05_bar__plus_01_dot_30 - object
        Knife_bar__plus_01_dot_24_bar__plus_00_dot_12_bar__plus_02_dot_41 - object
        Potato_bar__minus_00_dot_99_bar__plus_00_dot_05_bar__minus_00_dot_39 - object
        Potato_bar__minus_01_dot_56_bar__plus_01_dot_45_bar__minus_00_dot_26 - object
        SoapBottle_bar__plus_02_dot_32_bar__plus_00_dot_14_bar__plus_02_dot_20 - object
        Cabinet_bar__plus_01_dot_34_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_85_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_53_bar__plus_00_dot_59_bar__minus_01_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 - receptacle
        CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 - receptacle
        CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 - receptacle
        Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 - receptacle
        Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 - receptacle
        Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin - receptacle
        loc_bar_0_bar_7_bar_3_bar_0 - location
        loc_bar_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar_4_bar__minus_1_bar_0_bar_30 - location
        loc_bar_4_bar__minus_3_bar_2_bar_30 - location
        loc_bar_6_bar__minus_1_bar_2_bar_30 - location
        loc_bar_6_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_1_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_0_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar_0 - location
        loc_bar__minus_7_bar__minus_9_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar__minus_9_bar_1_bar_30)
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
        (receptacleType Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11 loc_bar__minus_4_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_55_bar__plus_02_dot_00_bar__minus_01_dot_11)
        (receptacleType CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_97_bar__plus_01_dot_08_bar__plus_00_dot_42 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83 loc_bar_0_bar_7_bar_3_bar_0)
        (openable Fridge_bar__minus_01_dot_29_bar__plus_00_dot_02_bar__plus_01_dot_83)
        (receptacleType Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (openable Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (receptacleType Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin loc_bar_4_bar__minus_1_bar_0_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType CupType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType SoapBottleType)
        (canContain FridgeType BowlType)
        (canContain FridgeType CupType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PotatoType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PotatoType)
        (objectType Cup_bar__minus_02_dot_61_bar__plus_01_dot_38_bar__plus_02_dot_02 CupType)
        (inReceptacle Cup_bar__minus_02_dot_61_bar__plus_01_dot_38_bar__plus_02_dot_02 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation Cup_bar__minus_02_dot_61_bar__plus_01_dot_38_bar__plus_02_dot_02 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Cup_bar__minus_02_dot_61_bar__plus_01_dot_38_bar__plus_02_dot_02)
        (cleanable Cup_bar__minus_02_dot_61_bar__plus_01_dot_38_bar__plus_02_dot_02)
        (heatable Cup_bar__minus_02_dot_61_bar__plus_01_dot_38_bar__plus_02_dot_02)
        (coolable Cup_bar__minus_02_dot_61_bar__plus_01_dot_38_bar__plus_02_dot_02)
        (isReceptacleObject Cup_bar__minus_02_dot_61_bar__plus_01_dot_38_bar__plus_02_dot_02)
        (objectType Bowl_bar__plus_00_dot_19_bar__plus_00_dot_59_bar__plus_00_dot_48 BowlType)
        (inReceptacle Bowl_bar__plus_00_dot_19_bar__plus_00_dot_59_bar__plus_00_dot_48 Cabinet_bar__plus_01_dot_99_bar__plus_01_dot_40_bar__minus_01_dot_11)
        (objectAtLocation Bowl_bar__plus_00_dot_19_bar__plus_00_dot_59_bar__plus_00_dot_48 loc_bar_6_bar__minus_2_bar_2_bar_0)
        (pickupable Bowl_bar__plus_00_dot_19_bar__plus_00_dot_59_bar__plus_00_dot_48)
        (cleanable Bowl_bar__plus_00_dot_19_bar__plus_00_dot_59_bar__plus_00_dot_48)
        (coolable Bowl_bar__plus_00_dot_19_bar__plus_00_dot_59_bar__plus_00_dot_48)
        (isReceptacleObject Bowl_bar__plus_00_dot_19_bar__plus_00_dot_59_bar__plus_00_dot_48)
        (objectType Knife_bar__minus_02_dot_99_bar__plus_00_dot_05_bar__plus_01_dot_30 KnifeType)
        (inReceptacle Knife_bar__minus_02_dot_99_bar__plus_00_dot_05_bar__plus_01_dot_30 Sink_bar__plus_00_dot_93_bar__plus_00_dot_94_bar__plus_00_dot_32_bar_SinkBasin)
        (objectAtLocation Knife_bar__minus_02_dot_99_bar__plus_00_dot_05_bar__plus_01_dot_30 loc_bar_4_bar__minus_1_bar_0_bar_30)
        (pickupable Knife_bar__minus_02_dot_99_bar__plus_00_dot_05_bar__plus_01_dot_30)
        (cleanable Knife_bar__minus_02_dot_99_bar__plus_00_dot_05_bar__plus_01_dot_30)
        (objectType Knife_bar__plus_01_dot_24_bar__plus_00_dot_12_bar__plus_02_dot_41 KnifeType)
        (inReceptacle Knife_bar__plus_01_dot_24_bar__plus_00_dot_12_bar__plus_02_dot_41 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation Knife_bar__plus_01_dot_24_bar__plus_00_dot_12_bar__plus_02_dot_41 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable Knife_bar__plus_01_dot_24_bar__plus_00_dot_12_bar__plus_02_dot_41)
        (cleanable Knife_bar__plus_01_dot_24_bar__plus_00_dot_12_bar__plus_02_dot_41)
        (objectType Potato_bar__minus_00_dot_99_bar__plus_00_dot_05_bar__minus_00_dot_39 PotatoType)
        (inReceptacle Potato_bar__minus_00_dot_99_bar__plus_00_dot_05_bar__minus_00_dot_39 Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (objectAtLocation Potato_bar__minus_00_dot_99_bar__plus_00_dot_05_bar__minus_00_dot_39 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (pickupable Potato_bar__minus_00_dot_99_bar__plus_00_dot_05_bar__minus_00_dot_39)
        (cleanable Potato_bar__minus_00_dot_99_bar__plus_00_dot_05_bar__minus_00_dot_39)
        (heatable Potato_bar__minus_00_dot_99_bar__plus_00_dot_05_bar__minus_00_dot_39)
        (coolable Potato_bar__minus_00_dot_99_bar__plus_00_dot_05_bar__minus_00_dot_39)
        (sliceable Potato_bar__minus_00_dot_99_bar__plus_00_dot_05_bar__minus_00_dot_39)
        (objectType Potato_bar__minus_01_dot_56_bar__plus_01_dot_45_bar__minus_00_dot_26 PotatoType)
        (inReceptacle Potato_bar__minus_01_dot_56_bar__plus_01_dot_45_bar__minus_00_dot_26 Microwave_bar__minus_01_dot_20_bar__plus_01_dot_61_bar__minus_01_dot_28)
        (objectAtLocation Potato_bar__minus_01_dot_56_bar__plus_01_dot_45_bar__minus_00_dot_26 loc_bar__minus_4_bar__minus_2_bar_2_bar_0)
        (pickupable Potato_bar__minus_01_dot_56_bar__plus_01_dot_45_bar__minus_00_dot_26)
        (cleanable Potato_bar__minus_01_dot_56_bar__plus_01_dot_45_bar__minus_00_dot_26)
        (heatable Potato_bar__minus_01_dot_56_bar__plus_01_dot_45_bar__minus_00_dot_26)
        (coolable Potato_bar__minus_01_dot_56_bar__plus_01_dot_45_bar__minus_00_dot_26)
        (sliceable Potato_bar__minus_01_dot_56_bar__plus_01_dot_45_bar__minus_00_dot_26)
        (objectType SoapBottle_bar__plus_02_dot_32_bar__plus_00_dot_14_bar__plus_02_dot_20 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_32_bar__plus_00_dot_14_bar__plus_02_dot_20 CounterTop_bar__plus_00_dot_20_bar__plus_01_dot_08_bar__minus_01_dot_51)
        (objectAtLocation SoapBottle_bar__plus_02_dot_32_bar__plus_00_dot_14_bar__plus_02_dot_20 loc_bar_4_bar__minus_3_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_32_bar__plus_00_dot_14_bar__plus_02_dot_20)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
