(define (problem plan_trial_T00000000_000001_000090)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBar_bar__plus_02_dot_49_bar__plus_01_dot_45_bar__minus_02_dot_41 - object
        SoapBar_bar__minus_00_dot_29_bar__plus_00_dot_28_bar__plus_00_dot_31 - object
        SoapBar_bar__plus_01_dot_46_bar__plus_00_dot_68_bar__plus_02_dot_47 - object
        Cloth_bar__plus_01_dot_44_bar__plus_00_dot_90_bar__minus_00_dot_36 - object
        HandTowel_bar__plus_01_dot_72_bar__plus_01_dot_07_bar__minus_01_dot_87 - object
        HandTowel_bar__minus_01_dot_37_bar__plus_00_dot_37_bar__plus_02_dot_63 - object
        Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin - receptacle
        CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 - receptacle
        CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 - receptacle
        Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin - receptacle
        Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 - receptacle
        loc_bar_0_bar_6_bar_1_bar_30 - location
        loc_bar_9_bar_5_bar_2_bar_30 - location
        loc_bar__minus_1_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        loc_bar__minus_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_3_bar_9_bar_1_bar_30 - location
        loc_bar__minus_4_bar_6_bar_1_bar_30 - location
        loc_bar__minus_7_bar_9_bar_2_bar_30 - location
        loc_bar__minus_9_bar_9_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_9_bar_5_bar_2_bar_30)
        (receptacleType Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin loc_bar__minus_3_bar_6_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53 loc_bar__minus_7_bar_9_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42 loc_bar__minus_3_bar_9_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_02_dot_42)
        (receptacleType Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__plus_00_dot_81_bar__plus_00_dot_70_bar__plus_01_dot_92_bar_SinkBasin loc_bar_0_bar_6_bar_1_bar_30)
        (receptacleType Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (objectType SoapBar_bar__plus_02_dot_49_bar__plus_01_dot_45_bar__minus_02_dot_41 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_49_bar__plus_01_dot_45_bar__minus_02_dot_41 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53)
        (objectAtLocation SoapBar_bar__plus_02_dot_49_bar__plus_01_dot_45_bar__minus_02_dot_41 loc_bar__minus_7_bar_9_bar_2_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_49_bar__plus_01_dot_45_bar__minus_02_dot_41)
        (cleanable SoapBar_bar__plus_02_dot_49_bar__plus_01_dot_45_bar__minus_02_dot_41)
        (objectType SoapBar_bar__minus_00_dot_29_bar__plus_00_dot_28_bar__plus_00_dot_31 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_29_bar__plus_00_dot_28_bar__plus_00_dot_31 CounterTop_bar__minus_00_dot_30_bar__plus_00_dot_16_bar__plus_00_dot_53)
        (objectAtLocation SoapBar_bar__minus_00_dot_29_bar__plus_00_dot_28_bar__plus_00_dot_31 loc_bar__minus_7_bar_9_bar_2_bar_30)
        (pickupable SoapBar_bar__minus_00_dot_29_bar__plus_00_dot_28_bar__plus_00_dot_31)
        (cleanable SoapBar_bar__minus_00_dot_29_bar__plus_00_dot_28_bar__plus_00_dot_31)
        (objectType SoapBar_bar__plus_01_dot_46_bar__plus_00_dot_68_bar__plus_02_dot_47 SoapBarType)
        (inReceptacle SoapBar_bar__plus_01_dot_46_bar__plus_00_dot_68_bar__plus_02_dot_47 Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin)
        (objectAtLocation SoapBar_bar__plus_01_dot_46_bar__plus_00_dot_68_bar__plus_02_dot_47 loc_bar__minus_3_bar_6_bar_2_bar_30)
        (pickupable SoapBar_bar__plus_01_dot_46_bar__plus_00_dot_68_bar__plus_02_dot_47)
        (cleanable SoapBar_bar__plus_01_dot_46_bar__plus_00_dot_68_bar__plus_02_dot_47)
        (objectType Cloth_bar__plus_01_dot_44_bar__plus_00_dot_90_bar__minus_00_dot_36 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_44_bar__plus_00_dot_90_bar__minus_00_dot_36 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49)
        (objectAtLocation Cloth_bar__plus_01_dot_44_bar__plus_00_dot_90_bar__minus_00_dot_36 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (pickupable Cloth_bar__plus_01_dot_44_bar__plus_00_dot_90_bar__minus_00_dot_36)
        (cleanable Cloth_bar__plus_01_dot_44_bar__plus_00_dot_90_bar__minus_00_dot_36)
        (objectType HandTowel_bar__plus_01_dot_72_bar__plus_01_dot_07_bar__minus_01_dot_87 HandTowelType)
        (inReceptacle HandTowel_bar__plus_01_dot_72_bar__plus_01_dot_07_bar__minus_01_dot_87 CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96)
        (objectAtLocation HandTowel_bar__plus_01_dot_72_bar__plus_01_dot_07_bar__minus_01_dot_87 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (pickupable HandTowel_bar__plus_01_dot_72_bar__plus_01_dot_07_bar__minus_01_dot_87)
        (objectType HandTowel_bar__minus_01_dot_37_bar__plus_00_dot_37_bar__plus_02_dot_63 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_37_bar__plus_00_dot_37_bar__plus_02_dot_63 Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63)
        (objectAtLocation HandTowel_bar__minus_01_dot_37_bar__plus_00_dot_37_bar__plus_02_dot_63 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (pickupable HandTowel_bar__minus_01_dot_37_bar__plus_00_dot_37_bar__plus_02_dot_63)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
