(define (problem plan_trial_T00000000_000001_000132)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        KnifeType - otype
        SaltShakerType - otype
        Cup_bar__minus_02_dot_63_bar__plus_01_dot_21_bar__minus_00_dot_51 - object
        Cup_bar__minus_00_dot_62_bar__plus_01_dot_26_bar__plus_01_dot_30 - object
        DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_48_bar__plus_01_dot_69 - object
        DishSponge_bar__minus_01_dot_35_bar__plus_00_dot_90_bar__minus_01_dot_11 - object
        Knife_bar__plus_02_dot_08_bar__plus_00_dot_18_bar__minus_00_dot_42 - object
        SaltShaker_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__minus_01_dot_79 - object
        SaltShaker_bar__plus_02_dot_55_bar__plus_01_dot_37_bar__minus_02_dot_18 - object
        Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 - receptacle
        Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 - receptacle
        Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 - receptacle
        CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 - receptacle
        CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 - receptacle
        CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 - receptacle
        Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_92 - receptacle
        Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 - receptacle
        Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 - receptacle
        Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin - receptacle
        loc_bar_0_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar_3_bar_3_bar_30 - location
        loc_bar_0_bar_8_bar_3_bar__minus_30 - location
        loc_bar_0_bar__minus_2_bar_3_bar__minus_30 - location
        loc_bar_11_bar__minus_6_bar_0_bar_30 - location
        loc_bar_1_bar_11_bar_3_bar_30 - location
        loc_bar_1_bar_5_bar_3_bar_30 - location
        loc_bar_3_bar_1_bar_1_bar__minus_30 - location
        loc_bar_3_bar_8_bar_1_bar_30 - location
        loc_bar_4_bar_5_bar_1_bar_30 - location
        loc_bar_4_bar_6_bar_1_bar_0 - location
        loc_bar__minus_1_bar_10_bar_3_bar_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar_0 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar__minus_6_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59 loc_bar_3_bar_1_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63 loc_bar_1_bar_5_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_00_dot_63)
        (receptacleType Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11 loc_bar_1_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_63_bar__plus_00_dot_39_bar__plus_02_dot_11)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33 loc_bar_0_bar__minus_2_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_05_bar__minus_00_dot_33)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16 loc_bar__minus_1_bar_3_bar_3_bar_0)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16)
        (receptacleType Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08 loc_bar_0_bar_8_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (receptacleType CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_51_bar__plus_00_dot_97_bar__plus_02_dot_31 loc_bar_3_bar_8_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_00_dot_92 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_97_bar__plus_00_dot_97_bar__plus_02_dot_39 loc_bar__minus_1_bar_10_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_92 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_92 loc_bar_0_bar_3_bar_3_bar_30)
        (openable Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (receptacleType Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12 loc_bar_0_bar_0_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_00_bar__plus_00_dot_00_bar__plus_00_dot_12)
        (receptacleType Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65 loc_bar_4_bar_6_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_63_bar__plus_01_dot_48_bar__plus_01_dot_65)
        (receptacleType Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin loc_bar_4_bar_5_bar_1_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType CupType)
        (canContain MicrowaveType CupType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (objectType Cup_bar__minus_02_dot_63_bar__plus_01_dot_21_bar__minus_00_dot_51 CupType)
        (inReceptacle Cup_bar__minus_02_dot_63_bar__plus_01_dot_21_bar__minus_00_dot_51 Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59)
        (objectAtLocation Cup_bar__minus_02_dot_63_bar__plus_01_dot_21_bar__minus_00_dot_51 loc_bar_3_bar_1_bar_1_bar__minus_30)
        (pickupable Cup_bar__minus_02_dot_63_bar__plus_01_dot_21_bar__minus_00_dot_51)
        (cleanable Cup_bar__minus_02_dot_63_bar__plus_01_dot_21_bar__minus_00_dot_51)
        (heatable Cup_bar__minus_02_dot_63_bar__plus_01_dot_21_bar__minus_00_dot_51)
        (coolable Cup_bar__minus_02_dot_63_bar__plus_01_dot_21_bar__minus_00_dot_51)
        (isReceptacleObject Cup_bar__minus_02_dot_63_bar__plus_01_dot_21_bar__minus_00_dot_51)
        (objectType Cup_bar__minus_00_dot_62_bar__plus_01_dot_26_bar__plus_01_dot_30 CupType)
        (inReceptacle Cup_bar__minus_00_dot_62_bar__plus_01_dot_26_bar__plus_01_dot_30 Sink_bar__plus_01_dot_54_bar__plus_00_dot_87_bar__plus_01_dot_64_bar_SinkBasin)
        (objectAtLocation Cup_bar__minus_00_dot_62_bar__plus_01_dot_26_bar__plus_01_dot_30 loc_bar_4_bar_5_bar_1_bar_30)
        (pickupable Cup_bar__minus_00_dot_62_bar__plus_01_dot_26_bar__plus_01_dot_30)
        (cleanable Cup_bar__minus_00_dot_62_bar__plus_01_dot_26_bar__plus_01_dot_30)
        (heatable Cup_bar__minus_00_dot_62_bar__plus_01_dot_26_bar__plus_01_dot_30)
        (coolable Cup_bar__minus_00_dot_62_bar__plus_01_dot_26_bar__plus_01_dot_30)
        (isReceptacleObject Cup_bar__minus_00_dot_62_bar__plus_01_dot_26_bar__plus_01_dot_30)
        (objectType DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_48_bar__plus_01_dot_69 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_48_bar__plus_01_dot_69 Cabinet_bar__plus_01_dot_22_bar__plus_02_dot_01_bar__plus_00_dot_59)
        (objectAtLocation DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_48_bar__plus_01_dot_69 loc_bar_3_bar_1_bar_1_bar__minus_30)
        (pickupable DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_48_bar__plus_01_dot_69)
        (cleanable DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_48_bar__plus_01_dot_69)
        (objectType DishSponge_bar__minus_01_dot_35_bar__plus_00_dot_90_bar__minus_01_dot_11 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_01_dot_35_bar__plus_00_dot_90_bar__minus_01_dot_11 Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_01_dot_16)
        (objectAtLocation DishSponge_bar__minus_01_dot_35_bar__plus_00_dot_90_bar__minus_01_dot_11 loc_bar__minus_1_bar_3_bar_3_bar_0)
        (pickupable DishSponge_bar__minus_01_dot_35_bar__plus_00_dot_90_bar__minus_01_dot_11)
        (cleanable DishSponge_bar__minus_01_dot_35_bar__plus_00_dot_90_bar__minus_01_dot_11)
        (objectType Knife_bar__plus_02_dot_08_bar__plus_00_dot_18_bar__minus_00_dot_42 KnifeType)
        (inReceptacle Knife_bar__plus_02_dot_08_bar__plus_00_dot_18_bar__minus_00_dot_42 Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation Knife_bar__plus_02_dot_08_bar__plus_00_dot_18_bar__minus_00_dot_42 loc_bar_0_bar_3_bar_3_bar_30)
        (pickupable Knife_bar__plus_02_dot_08_bar__plus_00_dot_18_bar__minus_00_dot_42)
        (cleanable Knife_bar__plus_02_dot_08_bar__plus_00_dot_18_bar__minus_00_dot_42)
        (objectType SaltShaker_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__minus_01_dot_79 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__minus_01_dot_79 Drawer_bar__minus_00_dot_78_bar__plus_00_dot_77_bar__plus_00_dot_92)
        (objectAtLocation SaltShaker_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__minus_01_dot_79 loc_bar_0_bar_3_bar_3_bar_30)
        (pickupable SaltShaker_bar__plus_01_dot_41_bar__plus_01_dot_08_bar__minus_01_dot_79)
        (objectType SaltShaker_bar__plus_02_dot_55_bar__plus_01_dot_37_bar__minus_02_dot_18 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_55_bar__plus_01_dot_37_bar__minus_02_dot_18 Cabinet_bar__minus_00_dot_91_bar__plus_02_dot_11_bar__plus_02_dot_08)
        (objectAtLocation SaltShaker_bar__plus_02_dot_55_bar__plus_01_dot_37_bar__minus_02_dot_18 loc_bar_0_bar_8_bar_3_bar__minus_30)
        (pickupable SaltShaker_bar__plus_02_dot_55_bar__plus_01_dot_37_bar__minus_02_dot_18)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o CupType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
